import { pngFromSvg } from '../fixture-images';
import { type FixtureBrandSite, htmlPage } from './fixture-brand-site';

const THEME = `
:root {
  --brand-primary: #5B2EFF;
  --brand-secondary: #00C2A8;
  --brand-accent: #FFB800;
  --text: #111111;
  --surface: #F4F4F5;
  /* a framework's palette, defined but never used */
  --blue: #0D6EFD; --red: #DC3545; --green: #198754;
}
body { color: var(--text); background: #FFFFFF; }
.btn, button { background: var(--brand-primary); color: #fff; }
a { color: var(--brand-primary); }
.badge { background-color: var(--brand-secondary); }
.highlight { color: var(--brand-accent); }
.card { border: 1px solid #E4E4E7; background: var(--surface); }
@media (prefers-color-scheme: dark) { :root { --brand-primary: #8B6CFF; } }
`;

/** An analytics start-up themed entirely through CSS custom properties in a linked stylesheet. */
export const cssVariablesSite: FixtureBrandSite = {
  name: 'Lumen Labs',
  industry: 'Technology',
  shape: 'CSS-variable themed: brand colours in custom properties of a linked stylesheet; favicon only',
  entryPath: '/',
  async pages() {
    const favicon = await pngFromSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" rx="2" fill="#5B2EFF"/></svg>',
      64,
    );
    return {
      '/': {
        body: htmlPage(
          `<title>Lumen Labs | Analytics that explain themselves</title>
           <meta name="description" content="Lumen Labs turns product data into plain-language answers.">
           <link rel="stylesheet" href="/assets/theme.css">
           <link rel="stylesheet" href="/assets/print.css" media="print">
           <link rel="icon" type="image/png" sizes="64x64" href="/favicon-64.png">`,
          `<header><a href="/">Lumen Labs</a></header>
           <main><h1>Ask your data anything</h1><button>Start free</button>
           <span class="badge">New</span><p class="highlight">Trusted by 400 teams</p></main>`,
        ),
      },
      '/assets/theme.css': { type: 'text/css', body: THEME },
      '/assets/print.css': { type: 'text/css', body: 'body { color: #FF0000 !important; }' },
      '/favicon-64.png': { type: 'image/png', body: favicon },
    };
  },
  truth: {
    tagline: 'Analytics that explain themselves',
    description: 'Lumen Labs turns product data into plain-language answers.',
    keywords: [],
    mission: null,
    vision: null,
    yearFounded: null,
    primaryColor: '#5B2EFF',
    secondaryColor: '#00C2A8',
    accentColor: '#FFB800',
    logo: { kind: 'favicon', fileType: 'PNG' },
  },
};
