import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../domain/pages';
import { createTestApp, type TestApp } from '../server/test/test-app';

/**
 * docs/architecture.md indexes every URL with the file that answers it. These tests keep the index
 * true: a route added without its line, a file moved, or a line left behind fails here.
 */
const ROOT = path.resolve(__dirname, '../..');
const DOC = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
const ROUTER = readFileSync(path.join(ROOT, 'src/web/app/router.tsx'), 'utf8');

interface IndexRow {
  method: string;
  path: string;
  file: string;
}

/** The rows of the HTTP route table: `| GET | `/api/brands` | [file](../file) |`. */
function routeRows(doc: string): IndexRow[] {
  return [...doc.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE|ALL) \| `([^`]+)` \| \[([^\]]+)\]/gm)].map(
    ([, method = '', routePath = '', file = '']) => ({ method, path: routePath, file }),
  );
}

/** The rows of the page table: `| `/brands` | [file](../file) |`. */
function pageRows(doc: string): { page: string; file: string }[] {
  return [...doc.matchAll(/^\| (?:`([^`]+)`[^|]*|any other path) \| \[([^\]]+)\]/gm)].map(
    ([, page = '*', file = '']) => ({ page, file }),
  );
}

/**
 * Whether a source file declares a route: one of its string literals (a call's name counting as
 * its path), read as a path (`{id}` and
 * `:id` alike, `${…}` as any one segment), ends the route's full path (routers are mounted under
 * a prefix such as /api).
 */
function declaresRoute(source: string, routePath: string): boolean {
  const full = routePath.replace(/\{[^}]*\}/g, '').replace(/:(\w+)/g, '{$1}');
  // A call's name ('GET /brands/{slug}', src/domain/contracts) names its path after the method.
  const literals = [...source.matchAll(/'([^'\n]*)'|`([^`\n]*)`/g)].map(([, a, b]) =>
    (a ?? b ?? '').replace(/^(?:GET|POST|PUT|PATCH|DELETE) (?=\/)/, ''),
  );
  return literals
    .filter((literal) => literal.startsWith('/') || literal === '*')
    .some((literal) => {
      const pattern = literal
        .replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')
        .split(/(\$\{[^}]*\})/)
        .map((part) => (part.startsWith('${') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')))
        .join('');
      return new RegExp(`${pattern}$`).test(full);
    });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the URL index in docs/architecture.md', () => {
  const rows = routeRows(DOC);
  const pages = pageRows(DOC);

  it('reads its tables', () => {
    expect(rows).toContainEqual({ method: 'GET', path: '/api/brands', file: 'src/server/brands/routes.ts' });
    expect(pages).toContainEqual({ page: '/brands', file: 'src/web/features/brands/routes/brands.tsx' });
  });

  it('names files that exist', () => {
    const missing = [...rows, ...pages]
      .map((row) => row.file)
      .filter((file) => !existsSync(path.join(ROOT, file)));
    expect(missing).toEqual([]);
  });

  it('lists every route the app serves, and no other', () => {
    const served = new Set(
      t.app.routes
        // Middleware registers as ALL; the one ALL handler is the API's 404.
        .filter((route) => route.method !== 'ALL' || route.path === '/api/*')
        .map((route) => `${route.method} ${route.path}`),
    );
    const listed = rows.map((row) => `${row.method} ${row.path}`);
    const unlisted = [...served].filter((route) => !listed.includes(route));
    expect(unlisted, 'add these to docs/architecture.md, "HTTP routes"').toEqual([]);
    expect(listed.filter((route) => !served.has(route))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('names the file that declares each route', () => {
    const wrong = rows
      .filter((row) => !declaresRoute(readFileSync(path.join(ROOT, row.file), 'utf8'), row.path))
      .map((row) => `${row.method} ${row.path} is not declared in ${row.file}`);
    expect(wrong).toEqual([]);
  });

  it('lists every page of the web app with the module the router loads it from', () => {
    const expected = PAGE_ROUTES.map((page) => ({
      page: page.brandSlug ? '/{shortcut}' : page.path,
      file: `src/web/${page.module}`,
    }));
    const listed = pages.filter((row) => row.page !== '*');
    expect(new Set(listed.map((row) => `${row.page} ${row.file}`))).toEqual(
      new Set(expected.map((row) => `${row.page} ${row.file}`)),
    );
    expect(pages).toContainEqual({ page: '*', file: 'src/web/app/routes/not-found.tsx' });
    expect(ROUTER).toContain("'./routes/not-found'");
  });
});

describe('declaresRoute', () => {
  it('matches a path declared relative to its mount point, in either parameter style', () => {
    expect(declaresRoute("path: '/brands/{slug}/logos'", '/api/brands/:slug/logos')).toBe(true);
    expect(declaresRoute("app.get('/:bucket/:key{.+}', h)", '/files/:bucket/:key{.+}')).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    expect(declaresRoute('path: `/admin/brands/{id}/${kind}`', '/api/admin/brands/:id/logo')).toBe(true);
  });

  it('refuses a file that declares another route', () => {
    expect(declaresRoute("path: '/brands/{slug}/logos'", '/api/brands/:slug/related')).toBe(false);
    expect(declaresRoute("path: '/brands'", '/api/favorites')).toBe(false);
  });
});
