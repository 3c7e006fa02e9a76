import type { FixtureBrandSite } from '../fixture-sites/fixture-brand-site';
import { CSS, interWoff2, JS, scriptedShell, withRobots } from './scripted-shell';

const ORANGE = '#E4572E';

/**
 * A single-page app: the server sends an empty shell, the script writes the title, the
 * description, the theme colour, the header with its inline SVG logo and the text, and styles
 * them through the CSSOM (no stylesheet file holds the brand colour). Display text is set in a
 * proprietary family, body text in an open one, both self-hosted.
 */
export const lumenCyclesSite: FixtureBrandSite = {
  name: 'Lumen Cycles',
  industry: 'Retail',
  shape: 'script-built page: title, meta, theme colour, inline SVG logo and CSS-in-JS only after scripts',
  entryPath: '/',
  async pages() {
    const app = `
const head = document.head;
document.title = 'Lumen Cycles — Bicycles built to glow';
const meta = (name, content) => { const m = document.createElement('meta'); m.name = name; m.content = content; head.append(m); };
meta('description', 'Handmade city bicycles with integrated lights, built in Utrecht since 2012.');
meta('theme-color', '${ORANGE}');
const style = document.createElement('style');
head.append(style);
const rules = [
  "@font-face { font-family: 'Graphik'; src: url('/fonts/graphik.woff2') format('woff2'); font-weight: 100 900; }",
  "@font-face { font-family: 'Inter'; src: url('/fonts/inter.woff2') format('woff2'); font-weight: 100 900; }",
  'body { margin: 0; font-family: Inter, Arial, sans-serif; color: #1B1B1E; background: #FFFFFF; }',
  '.site-header { display: flex; align-items: center; justify-content: space-between; padding: 16px 32px; background: #FFFFFF; border-bottom: 4px solid ${ORANGE}; }',
  '.logo { color: ${ORANGE}; }',
  'h1 { font-family: Graphik, Helvetica, sans-serif; font-size: 56px; font-weight: 700; }',
  'h2 { font-family: Graphik, Helvetica, sans-serif; font-size: 28px; }',
  '.btn { display: inline-block; padding: 12px 24px; background: ${ORANGE}; color: #FFFFFF; border-radius: 6px; }',
  '.hero { padding: 48px 32px; }',
];
for (const rule of rules) style.sheet.insertRule(rule, style.sheet.cssRules.length);
document.getElementById('root').innerHTML = \`
<header class="site-header">
  <a href="/" class="logo" aria-label="Lumen Cycles home">
    <svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40" role="img"><title>Lumen Cycles</title>
      <circle cx="20" cy="20" r="16" fill="currentColor"/><circle cx="20" cy="20" r="7" fill="#FFFFFF"/>
      <rect x="44" y="12" width="130" height="16" rx="3" fill="currentColor"/></svg>
  </a>
  <nav><a href="/bikes">Bikes</a> <a href="/about">About</a></nav>
</header>
<main class="hero">
  <h1>Bicycles built to glow</h1>
  <p>Every Lumen bicycle is built by hand in our Utrecht workshop, with lights that charge as you ride.</p>
  <a class="btn" href="/bikes">Find your bike</a>
  <h2>Made to be seen</h2>
</main>
<footer>© Lumen Cycles</footer>\`;
`;
    return withRobots({
      '/': { body: scriptedShell('Loading…') },
      '/app.js': { type: JS, body: app },
      '/fonts/graphik.woff2': { type: 'font/woff2', body: interWoff2() },
      '/fonts/inter.woff2': { type: 'font/woff2', body: interWoff2() },
      '/site.css': { type: CSS, body: 'body{margin:0}' },
    });
  },
  truth: {
    tagline: 'Bicycles built to glow',
    description: 'Handmade city bicycles with integrated lights, built in Utrecht since 2012.',
    keywords: [],
    mission: null,
    vision: null,
    yearFounded: null,
    primaryColor: ORANGE,
    secondaryColor: null,
    accentColor: null,
    logo: { kind: 'inline-svg', fileType: 'SVG' },
  },
};
