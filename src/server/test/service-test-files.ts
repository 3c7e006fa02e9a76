import fs from 'node:fs';
import path from 'node:path';

/**
 * The test files that reach a service named by an environment variable (a PostgreSQL server, an
 * S3 endpoint): those that, themselves or through any module they import by a relative path,
 * mention one of `names`. The suite CI runs against PostgreSQL and s3rver is made of these; every
 * other file would only repeat what `npm test` has already run on the embedded database.
 */
export function testFilesUsing(names: readonly string[], root: string, under: string): string[] {
  const texts = new Map<string, string>();
  const read = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) {
      text = fs.readFileSync(file, 'utf8');
      texts.set(file, text);
    }
    return text;
  };
  const mentions = (file: string) => names.some((name) => read(file).includes(name));

  const reaches = (start: string): boolean => {
    const seen = new Set([start]);
    const toRead = [start];
    for (let file = toRead.pop(); file; file = toRead.pop()) {
      if (mentions(file)) return true;
      for (const next of relativeImports(file, read(file)))
        if (!seen.has(next)) {
          seen.add(next);
          toRead.push(next);
        }
    }
    return false;
  };

  return listTestFiles(path.join(root, under))
    .filter(reaches)
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bnew URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The files a module names by a relative path: imports, dynamic imports and `new URL('./…')`. */
function relativeImports(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const base = path.resolve(path.dirname(file), (match[1] as string).replace(/\.js$/, ''));
    const resolved = EXTENSIONS.map((ext) => base + ext).find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    if (resolved && /\.tsx?$/.test(resolved)) found.push(resolved);
  }
  return found;
}

function listTestFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(dir, name));
}
