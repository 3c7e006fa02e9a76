import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(__dirname);
const DOMAIN = path.resolve(__dirname, '../domain');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** A module's name as the web imports it: `brand`, `contracts/favorites`, `contracts` (its index). */
const moduleName = (file: string) =>
  path
    .relative(DOMAIN, file)
    .replace(/\.tsx?$/, '')
    .replace(/\/index$/, '');

/** The domain modules a domain module imports for more than their types, by name. */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.{1,2}\/[\w/-]+)'/gm)].map(
    ([, specifier]) => moduleName(path.resolve(path.dirname(file), specifier ?? '')),
  );
}

/**
 * Domain modules declaring zod schemas (importing zod for more than its types), or carrying them
 * from one that does: the API's answers and contracts, which the web knows as types.
 */
const schemaModules = (() => {
  const files = sources(DOMAIN);
  const found = new Set(
    files
      .filter((file) => /^import\s+(?!type\b)[^;]*from 'zod'/m.test(readFileSync(file, 'utf8')))
      .map(moduleName),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const file of files) {
      const name = moduleName(file);
      if (!found.has(name) && valueImports(file).some((imported) => found.has(imported))) {
        found.add(name);
        grew = true;
      }
    }
  }
  return found;
})();

/** Domain modules doing colour science with culori: the server measures colours, the page shows them. */
const colorScienceModules = new Set(
  sources(DOMAIN)
    .filter((file) => /from 'culori'/.test(readFileSync(file, 'utf8')))
    .map(moduleName),
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
    /(?:^|\n)(import|export)\s+(type\s+)?[^;]*?from\s+'@\/domain\/([\w/-]+)'/g,
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
    expect(schemaModules).toContain('contracts/favorites');
    expect(schemaModules).toContain('contracts');
    // Its zod is a type: the web may call its URL builder.
    expect(schemaModules).not.toContain('contracts/api-call');
  });

  it('reads a statement as type-only only when it says so', () => {
    expect(domainImports("import type { Brand } from '@/domain/brand';")).toEqual([
      { module: 'brand', typeOnly: true },
    ]);
    // verbatimModuleSyntax keeps `import { type X }` as an import of the module itself.
    expect(domainImports("import {\n  type Brand,\n} from '@/domain/brand';")).toEqual([
      { module: 'brand', typeOnly: false },
    ]);
    expect(domainImports("import type { ApiCalls } from '@/domain/contracts/favorites';")).toEqual([
      { module: 'contracts/favorites', typeOnly: true },
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
