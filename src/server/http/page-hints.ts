import { arrivalRequests } from '../../domain/arrival-requests';
import { pageAt } from '../../domain/pages';
import { escapeAttribute } from './html-escape';

/** The part of Vite's build manifest (`build.manifest`) that names a chunk's file and imports. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The source module of the page at a path, as named in the build manifest: the web's own page
 * table (src/domain/pages.ts), which the router loads pages from.
 */
export function pageModule(pathname: string): string | null {
  return pageAt(pathname)?.module ?? null;
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
