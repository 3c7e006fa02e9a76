import type { FixtureBrandSite } from '../fixture-sites/fixture-brand-site';
import { JS, SVG, scriptedShell, withRobots } from './scripted-shell';

const NAVY = '#1D4E89';
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48">
<path d="M8 40 L24 8 L40 40 Z" fill="${NAVY}"/><rect x="52" y="16" width="140" height="16" rx="2" fill="${NAVY}"/></svg>`;

/**
 * A cookie wall: the page holds nothing but a consent dialog until a visitor agrees; only then
 * does the script write the site (its name, line, colours and logo). The dialog offers to manage
 * options or accept, nothing to refuse.
 */
export const harborAndPineSite: FixtureBrandSite = {
  name: 'Harbor & Pine',
  industry: 'Retail',
  shape: 'cookie wall: the site is written by a script only after consent',
  entryPath: '/',
  async pages() {
    const wall = `<div id="consent" role="dialog" aria-modal="true" aria-label="Privacy"
  style="position:fixed;inset:0;background:rgba(0,0,0,.85);color:#fff;display:flex;align-items:center;justify-content:center;z-index:10">
  <div><p>We use cookies to remember your choices and to understand how our store is used.</p>
  <button type="button" id="manage">Manage options</button> <button type="button" id="agree">Accept all</button></div></div>`;
    const app = `
const render = () => {
  document.title = 'Harbor & Pine | Outdoor goods for coastal weather';
  const m = document.createElement('meta'); m.name = 'description';
  m.content = 'Waxed jackets, wool layers and boots made for wind and rain on the coast.';
  document.head.append(m);
  const s = document.createElement('style');
  s.textContent = 'body{margin:0;font-family:Georgia,serif} header{background:${NAVY};padding:20px 32px} header a{display:inline-block;background:#fff;padding:6px} .cta{background:${NAVY};color:#fff;padding:10px 20px}';
  document.head.append(s);
  document.getElementById('root').innerHTML = '<header><a href="/" class="site-logo"><img src="/logo.svg" alt="Harbor & Pine logo" width="200" height="48"></a></header>'
    + '<main><h1>Outdoor goods for coastal weather</h1><p>Made in Maine for wind, salt and rain.</p><a class="cta" href="/shop">Shop the collection</a></main>';
};
const agreed = () => document.cookie.split('; ').includes('consent=all');
if (agreed()) { document.getElementById('consent').remove(); render(); }
else document.getElementById('agree').addEventListener('click', () => {
  document.cookie = 'consent=all; path=/';
  document.getElementById('consent').remove();
  render();
});
`;
    return withRobots({
      '/': { body: scriptedShell('Harbor &amp; Pine', wall) },
      '/app.js': { type: JS, body: app },
      '/logo.svg': { type: SVG, body: LOGO },
    });
  },
  truth: {
    tagline: 'Outdoor goods for coastal weather',
    description: 'Waxed jackets, wool layers and boots made for wind and rain on the coast.',
    keywords: [],
    mission: null,
    vision: null,
    yearFounded: null,
    primaryColor: NAVY,
    secondaryColor: null,
    accentColor: null,
    logo: { kind: 'svg-image', fileType: 'SVG' },
  },
};
