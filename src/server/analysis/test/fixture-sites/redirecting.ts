import { type FixtureBrandSite, htmlPage } from './fixture-brand-site';

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60">
  <rect width="200" height="60" fill="#E30613"/>
  <path d="M20 45 L40 15 L60 45 Z" fill="#FFFFFF"/>
</svg>`;

/** A car maker whose bare address redirects twice before the home page answers. */
export const redirectingSite: FixtureBrandSite = {
  name: 'Atlas Motors',
  industry: 'Automotive',
  shape: 'redirects: / → /en/ → /en/home (301, 302); SVG logo image with relative URLs',
  entryPath: '/',
  async pages() {
    return {
      '/': { status: 301, headers: { location: '/en/' } },
      '/en/': { status: 302, headers: { location: 'home' } },
      '/en/home': {
        body: htmlPage(
          `<title>Atlas Motors - Electric cars built to last</title>
           <meta name="description" content="Atlas Motors designs and builds electric cars in Turin.">
           <meta name="theme-color" content="#E30613">`,
          `<header><a href="/en/home"><img class="logo" src="../static/atlas-logo.svg" alt="Atlas Motors"></a></header>
           <main><h1>The new Atlas E3</h1><p>Established in 1952, electric since 2019.</p></main>`,
        ),
      },
      '/static/atlas-logo.svg': { type: 'image/svg+xml', body: LOGO },
    };
  },
  truth: {
    tagline: 'Electric cars built to last',
    description: 'Atlas Motors designs and builds electric cars in Turin.',
    keywords: [],
    mission: null,
    vision: null,
    yearFounded: 1952,
    primaryColor: '#E30613',
    secondaryColor: null,
    accentColor: null,
    logo: { kind: 'svg-image', fileType: 'SVG' },
  },
};
