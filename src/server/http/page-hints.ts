import { arrivalRequests } from '../../domain/arrival-requests';
import { GALLERIES } from '../../domain/galleries';
import { SHORTCUT_SLUGS } from '../../domain/taxonomy';
import { escapeAttribute } from './html-escape';

/** The part of Vite's build manifest (`build.manifest`) that names a chunk's file and imports. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

const GALLERY_PATHS = GALLERIES.map((gallery) => gallery.path.slice(1));

/**
 * The web module behind each page a visit may open on, as the router loads it lazily
 * (src/web/app/router.tsx). A page missing here only loses its head start.
 */
const PAGE_MODULES: readonly (readonly [RegExp, string])[] = [
  [/^\/$/, 'features/home/routes/home.tsx'],
  [/^\/brands$/, 'features/brands/routes/brands.tsx'],
  [/^\/verified$/, 'features/brands/routes/verified.tsx'],
  [/^\/brands\/[^/]+$/, 'features/brand-detail/routes/brand-detail.tsx'],
  [new RegExp(`^/(${SHORTCUT_SLUGS.join('|')})$`), 'features/brand-detail/routes/brand-detail.tsx'],
  [new RegExp(`^/(${GALLERY_PATHS.join('|')})$`), 'features/galleries/routes/galleries.tsx'],
  [/^\/archetypes$/, 'features/archetypes/routes/archetypes.tsx'],
  [/^\/quadrants$/, 'features/quadrants/routes/quadrants.tsx'],
  [/^\/pricing$/, 'features/billing/routes/pricing.tsx'],
  [/^\/colors$/, 'features/colors/routes/colors.tsx'],
  [/^\/colors\/landscape$/, 'features/colors/routes/landscape.tsx'],
  [/^\/compare$/, 'features/compare/routes/compare.tsx'],
];

/** The source module of the page at a path, as named in the build manifest. */
export function pageModule(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** The files of a module's chunk and of every chunk it imports statically, each once. */
export function chunkFiles(manifest: BuildManifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * Announces in a page's HTML what the page will fetch once its scripts run: the code of the page
 * itself (modulepreload) and its first API reads (preload as fetch, with the cookies the app
 * sends). Both then load while the entry script downloads, instead of one after the other.
 * Without a manifest (a build without one) only the API reads are announced.
 */
export function withPageHints(
  html: string,
  manifest: BuildManifest | null,
  pathname: string,
  search: URLSearchParams,
  /** Reads whose answers the page carries (page-data.ts): nothing to fetch. */
  inlined: ReadonlySet<string> = new Set(),
): string {
  const module = pageModule(pathname);
  const scripts = manifest && module ? chunkFiles(manifest, module) : [];
  const links = [
    ...scripts
      .map((file) => `/${file}`)
      // The entry's own chunks are already linked by index.html.
      .filter((href) => !html.includes(`"${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
    ...arrivalRequests(pathname, search)
      .filter((href) => !inlined.has(href))
      .map(
        (href) =>
          `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`,
      ),
  ];
  if (links.length === 0) return html;
  return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}
