import { type FixtureBrandSite, htmlPage } from './fixture-brand-site';

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40" role="img">
  <title>Pinecone Coffee</title>
  <path d="M20 2 L36 38 L4 38 Z" fill="#7A3E1D"/>
  <circle cx="20" cy="26" r="6" fill="#F2C14E"/>
  <rect x="44" y="14" width="70" height="12" fill="#7A3E1D"/>
</svg>`;

/** A coffee roaster whose logo is an SVG drawn inline in the header. */
export const svgInlineLogoSite: FixtureBrandSite = {
  name: 'Pinecone Coffee',
  industry: 'Food & Beverage',
  shape: 'SVG inline logo in the header; inline <style>; founding year in the text',
  entryPath: '/',
  async pages() {
    return {
      '/': {
        body: htmlPage(
          `<title>Pinecone Coffee — Small-batch roasts from the Cascades</title>
           <meta property="og:description" content="Single-origin coffee roasted weekly in small batches.">
           <style>
             header { background: #FFF8EE; }
             .btn { background: #7A3E1D; color: #FFFFFF; }
             .tag { color: #F2C14E; }
             footer { color: #6B7280; }
           </style>`,
          `<header><a href="/" class="brand">${LOGO}</a>
             <nav><a href="/shop">Shop</a><svg width="16" height="16" viewBox="0 0 16 16"><path d="M0 0h16v16H0z" fill="#333"/></svg></nav></header>
           <main><h1>Roasting since 2009</h1><p>From our roastery in the Cascades.</p>
           <a class="btn" href="/shop">Order beans</a><span class="tag">Fresh</span></main>
           <footer>© Pinecone Coffee</footer>`,
        ),
      },
    };
  },
  truth: {
    tagline: 'Small-batch roasts from the Cascades',
    description: 'Single-origin coffee roasted weekly in small batches.',
    keywords: [],
    mission: null,
    vision: null,
    yearFounded: 2009,
    primaryColor: '#7A3E1D',
    secondaryColor: '#F2C14E',
    accentColor: null,
    logo: { kind: 'inline-svg', fileType: 'SVG' },
  },
};
