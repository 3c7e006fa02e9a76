import { type FixtureBrandSite, htmlPage } from './fixture-brand-site';

/**
 * The site's sprite sheet: the interface's icons and the logo, each a <symbol>. The logo's
 * wordmark is drawn in currentColor, which the page's CSS sets; its sky and wave have colours of
 * their own.
 */
const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">
  <defs><linearGradient id="harbor-sky"><stop offset="0" stop-color="#0B4F6C"/><stop offset="1" stop-color="#1B6F8F"/></linearGradient></defs>
  <symbol id="icon-search" viewBox="0 0 16 16"><circle cx="7" cy="7" r="5" fill="none" stroke="currentColor"/></symbol>
  <symbol id="icon-cart" viewBox="0 0 16 16"><path d="M1 2h3l2 8h8l2-6H5" fill="none" stroke="currentColor"/></symbol>
  <symbol id="harbor-logo" viewBox="0 0 160 40">
    <circle cx="20" cy="20" r="18" fill="url(#harbor-sky)"/>
    <path d="M4 26 q8 -8 16 0 t16 0 v8 h-32 z" fill="#F4A259"/>
    <rect x="46" y="12" width="108" height="16" fill="currentColor"/>
  </symbol>
</svg>`;

/** A ferry line whose header logo is drawn from a sprite file (`<use href="/assets/icons.svg#…">`). */
export const svgSpriteLogoSite: FixtureBrandSite = {
  name: 'Harbor Lights Ferries',
  industry: 'Travel & Tourism',
  shape: 'header logo drawn from an external SVG sprite, its wordmark in the page’s currentColor',
  entryPath: '/',
  async pages() {
    return {
      '/': {
        body: htmlPage(
          `<title>Harbor Lights Ferries — Crossings every hour, all year</title>
           <meta name="description" content="Car and foot-passenger ferries between the islands, every hour.">
           <style>
             .site-logo { color: #0B4F6C; }
             .btn { background: #0B4F6C; color: #FFFFFF; }
             .offer { color: #F4A259; }
             footer { color: #6B7280; }
           </style>`,
          `<header><a href="/" class="site-logo" aria-label="Harbor Lights Ferries home">
               <svg width="160" height="40" role="img"><use href="/assets/icons.svg#harbor-logo"></use></svg></a>
             <nav><a href="/timetable">Timetable</a>
               <button type="button" aria-label="Search"><svg width="16" height="16"><use href="/assets/icons.svg#icon-search"></use></svg></button>
               <a href="/basket" aria-label="Basket"><svg width="16" height="16"><use href="/assets/icons.svg#icon-cart"></use></svg></a></nav></header>
           <main><h1>Sail with us since 1987</h1><p>Crossings between the islands every hour.</p>
             <a class="btn" href="/book">Book a crossing</a><span class="offer">Winter fares</span></main>
           <footer>© Harbor Lights Ferries</footer>`,
        ),
      },
      '/assets/icons.svg': { type: 'image/svg+xml', body: SPRITE },
    };
  },
  truth: {
    tagline: 'Crossings every hour, all year',
    description: 'Car and foot-passenger ferries between the islands, every hour.',
    keywords: [],
    mission: null,
    vision: null,
    yearFounded: 1987,
    primaryColor: '#0B4F6C',
    secondaryColor: '#F4A259',
    accentColor: null,
    logo: { kind: 'svg-image', fileType: 'SVG' },
  },
};
