import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FixtureSite } from '../../../test/fixture-server';

const require = createRequire(import.meta.url);

/** An open-licensed font file (Inter, SIL OFL) for fixture sites to serve as their own. */
export function interWoff2(): Buffer {
  return fs.readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
}

/**
 * The page a script-built site sends: a title, an empty root, a script. Everything a visitor
 * sees (the name, the line, the colours, the logo) comes from the script.
 */
export function scriptedShell(title: string, before = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/app.js" defer></script></head>
<body>${before}<div id="root"></div><noscript>This site needs JavaScript.</noscript></body></html>`;
}

export const JS = 'text/javascript; charset=utf-8';
export const SVG = 'image/svg+xml';
export const CSS = 'text/css; charset=utf-8';

/** The resources every scripted fixture serves besides its own: robots.txt allows everything. */
export function withRobots(site: FixtureSite): FixtureSite {
  return { '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' }, ...site };
}
