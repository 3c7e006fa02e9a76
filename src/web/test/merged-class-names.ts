import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The class names of the web's source that meet another class in `cn(...)`: the strings given to
 * `cn` and `cva`, to a component's `className`-like prop (a capitalised JSX element), and to an
 * object's `className`-like field. Read from the source for src/web/lib/cn.test.ts.
 */
export interface MergedClassName {
  file: string;
  className: string;
}

const CLASS_PROP = /className$/i;

function stringsWithin(node: ts.Node, out: string[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    out.push(node.text);
    return;
  }
  if (ts.isTemplateExpression(node)) {
    out.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
  }
  // A comparison's operands are values, not class names (`value === 'dark' ? 'a' : 'b'`).
  if (ts.isBinaryExpression(node) && /^(===|!==|==|!=)$/.test(node.operatorToken.getText())) return;
  // A called function's own arguments are not class names, except for cn and cva.
  if (ts.isCallExpression(node) && !isClassCall(node)) return;
  // cva's default variants name variants, not classes.
  if (ts.isPropertyAssignment(node) && node.name.getText() === 'defaultVariants') return;
  ts.forEachChild(node, (child) => stringsWithin(child, out));
}

function isClassCall(node: ts.CallExpression): boolean {
  return ts.isIdentifier(node.expression) && /^(cn|cva)$/.test(node.expression.text);
}

function classNamesOf(file: string, source: ts.SourceFile): MergedClassName[] {
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isClassCall(node)) {
      for (const argument of node.arguments) stringsWithin(argument, strings);
      return;
    }
    if (ts.isJsxAttribute(node) && CLASS_PROP.test(node.name.getText(source)) && node.initializer) {
      const element = node.parent.parent;
      const tag = ts.isJsxOpeningLikeElement(element) ? element.tagName.getText(source) : '';
      if (/^[A-Z]/.test(tag)) stringsWithin(node.initializer, strings);
    }
    if (ts.isPropertyAssignment(node) && CLASS_PROP.test(node.name.getText(source))) {
      stringsWithin(node.initializer, strings);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return strings
    .flatMap((text) => text.split(/\s+/))
    .filter(Boolean)
    .map((className) => ({ file, className }));
}

/** Every merged class name in the .tsx and .ts files under a folder, with the file it is in. */
export function mergedClassNames(root: string): MergedClassName[] {
  const found: MergedClassName[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    if (!/className|\bcn\(|\bcva\(/i.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    found.push(...classNamesOf(path.relative(root, file), source));
  }
  return found;
}
