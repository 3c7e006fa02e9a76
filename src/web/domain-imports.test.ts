import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(__dirname);
const DOMAIN = path.resolve(__dirname, '../domain');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** Domain modules declaring zod schemas: the API's answers, which the web knows as types. */
const schemaModules = new Set(
  sources(DOMAIN)
    .filter((file) => /from 'zod'/.test(readFileSync(file, 'utf8')))
    .map((file) => path.basename(file).replace(/\.tsx?$/, '')),
);

/** Domain modules doing colour science with culori: the server measures colours, the page shows them. */
const colorScienceModules = new Set(
  sources(DOMAIN)
    .filter((file) => /from 'culori'/.test(readFileSync(file, 'utf8')))
    .map((file) => path.basename(file).replace(/\.tsx?$/, '')),
);

/**
 * The admin and account forms validate with the API's own request schemas (decision 0135): zod and
 * react-hook-form load with these pages only, never with a public one.
 */
const FORM_PAGES = [
  /^features\/admin\//,
  /^features\/settings\//,
  /^features\/api-keys\//,
  /^features\/corrections\/components\/review-queue\.tsx$/,
];
const isFormPage = (file: string) => FORM_PAGES.some((pattern) => pattern.test(path.relative(WEB, file)));

/** Import and re-export statements naming a domain module, with whether they carry types only. */
function domainImports(source: string) {
  const statements = source.matchAll(
    /(?:^|\n)(import|export)\s+(type\s+)?[^;]*?from\s+'@\/domain\/([\w-]+)'/g,
  );
  return [...statements].map(([, , typeOnly, module]) => ({
    module: module ?? '',
    typeOnly: Boolean(typeOnly),
  }));
}

describe('the browser bundle', () => {
  it('finds the schema modules it guards', () => {
    expect(schemaModules).toContain('brand');
    expect(schemaModules).toContain('analysis-queue');
    expect(schemaModules).not.toContain('admin');
  });

  it('reads a statement as type-only only when it says so', () => {
    expect(domainImports("import type { Brand } from '@/domain/brand';")).toEqual([
      { module: 'brand', typeOnly: true },
    ]);
    // verbatimModuleSyntax keeps `import { type X }` as an import of the module itself.
    expect(domainImports("import {\n  type Brand,\n} from '@/domain/brand';")).toEqual([
      { module: 'brand', typeOnly: false },
    ]);
  });

  it('carries no zod outside the admin and account forms: elsewhere schema modules are types only', () => {
    const offending = sources(WEB)
      .filter((file) => !isFormPage(file))
      .flatMap((file) =>
        domainImports(readFileSync(file, 'utf8'))
          .filter(({ module, typeOnly }) => schemaModules.has(module) && !typeOnly)
          .map(({ module }) => `${path.relative(WEB, file)} imports @/domain/${module}`),
      );
    expect(offending).toEqual([]);
  });

  it('leaves the form helper (react-hook-form) to the admin and account forms', () => {
    const users = sources(WEB).filter((file) =>
      /from '@\/web\/lib\/zod-form'/.test(readFileSync(file, 'utf8')),
    );
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((file) => !isFormPage(file)).map((file) => path.relative(WEB, file))).toEqual([]);
  });

  it('carries no culori: web code imports the colour-science modules for their types only', () => {
    expect(colorScienceModules).toContain('color-lab');
    const offending = sources(WEB).flatMap((file) =>
      domainImports(readFileSync(file, 'utf8'))
        .filter(({ module, typeOnly }) => colorScienceModules.has(module) && !typeOnly)
        .map(({ module }) => `${path.relative(WEB, file)} imports @/domain/${module}`),
    );
    expect(offending).toEqual([]);
  });
});
