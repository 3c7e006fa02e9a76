import { type FixtureBrandSite, htmlPage } from './fixture-brand-site';

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">
  <title>Noir Atelier</title><path d="M10 10 H90 V90 H10 Z M30 30 V70 H70 V30 Z" fill="#000000"/>
</svg>`;

/** A fashion house in black and white only: its neutrals are its colours. */
export const monochromeSite: FixtureBrandSite = {
  name: 'Noir Atelier',
  industry: 'Luxury Goods',
  shape: 'monochrome: black logo and black-and-white CSS, no hue anywhere',
  entryPath: '/',
  async pages() {
    return {
      '/': {
        body: htmlPage(
          `<title>Noir Atelier · Couture in black and white</title>
           <meta name="description" content="Couture in black and white since 1961.">
           <style>body{background:#FFFFFF;color:#000000} .btn{background:#000000;color:#FFFFFF} hr{border-color:#A3A3A3}</style>`,
          // Its rules style elements of the page: a rule that styles nothing paints nothing.
          `<header><a href="/" class="logo">${LOGO}</a></header><main><h1>Collection</h1><p>Since 1961</p><hr><a class="btn" href="/collection">See the collection</a></main>`,
        ),
      },
    };
  },
  truth: {
    tagline: 'Couture in black and white',
    description: 'Couture in black and white since 1961.',
    keywords: [],
    mission: null,
    vision: null,
    yearFounded: 1961,
    primaryColor: '#000000',
    secondaryColor: '#FFFFFF',
    accentColor: '#A3A3A3',
    logo: { kind: 'inline-svg', fileType: 'SVG' },
  },
};
