import type { FixtureBrandSite } from '../fixture-sites/fixture-brand-site';
import { JS, SVG, scriptedShell, withRobots } from './scripted-shell';

const PURPLE = '#5B2A86';
/** The wordmark for light pages, in the brand's purple, and its dark-scheme twin in lavender. */
const wordmark = (
  fill: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48">
<path d="M6 42 L24 6 L42 42 Z" fill="${fill}"/><rect x="56" y="14" width="176" height="20" rx="4" fill="${fill}"/></svg>`;
export const NIGHTJAR_LIGHT_LOGO = wordmark(PURPLE);
export const NIGHTJAR_DARK_LOGO = wordmark('#E9D8FD');
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="${PURPLE}"/><path d="M16 48 L32 16 L48 48 Z" fill="#FFFFFF"/></svg>`;

/**
 * A script-built site with a dark mode: in prefers-color-scheme: dark its header turns black and
 * its <picture> shows a lavender wordmark instead of the purple one. Its symbol is an SVG icon.
 */
export const nightjarAudioSite: FixtureBrandSite = {
  name: 'Nightjar Audio',
  industry: 'Technology',
  shape: 'script-built page with a dark colour scheme: its own dark logo, an SVG symbol',
  entryPath: '/',
  async pages() {
    const app = `
document.title = 'Nightjar Audio — Headphones for the night shift';
const add = (tag, attrs) => { const el = document.createElement(tag); Object.assign(el, attrs); document.head.append(el); return el; };
add('meta', { name: 'description', content: 'Closed-back headphones tuned for late listening, designed in Leeds.' });
add('meta', { name: 'theme-color', content: '${PURPLE}' });
const icon = add('link', { rel: 'icon', href: '/icon.svg' }); icon.type = 'image/svg+xml';
add('style', { textContent: ':root{color-scheme:light dark;--brand:${PURPLE}} body{margin:0;font-family:system-ui,sans-serif;background:#fff;color:#222} header{background:#fff;padding:16px 32px;border-bottom:3px solid var(--brand)} .buy{background:var(--brand);color:#fff;padding:10px 18px} @media (prefers-color-scheme: dark){body{background:#121212;color:#eee} header{background:#000}}' });
document.getElementById('root').innerHTML = '<header><a href="/" class="logo"><picture><source srcset="/logo-dark.svg" media="(prefers-color-scheme: dark)"><img src="/logo.svg" alt="Nightjar Audio" width="240" height="48"></picture></a></header>'
  + '<main><h1>Headphones for the night shift</h1><p>Quiet, closed and tuned for low volume.</p><a class="buy" href="/shop">Buy now</a></main>';
`;
    return withRobots({
      '/': { body: scriptedShell('Nightjar') },
      '/app.js': { type: JS, body: app },
      '/logo.svg': { type: SVG, body: NIGHTJAR_LIGHT_LOGO },
      '/logo-dark.svg': { type: SVG, body: NIGHTJAR_DARK_LOGO },
      '/icon.svg': { type: SVG, body: ICON },
    });
  },
  truth: {
    tagline: 'Headphones for the night shift',
    description: 'Closed-back headphones tuned for late listening, designed in Leeds.',
    keywords: [],
    mission: null,
    vision: null,
    yearFounded: null,
    primaryColor: PURPLE,
    secondaryColor: null,
    accentColor: null,
    logo: { kind: 'svg-image', fileType: 'SVG' },
  },
};
