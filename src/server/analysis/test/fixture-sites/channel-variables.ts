import { type FixtureBrandSite, htmlPage } from './fixture-brand-site';

/**
 * A component-library theme (shadcn/ui on Tailwind): every colour is a custom property holding
 * HSL channels, wrapped in hsl() where it paints; the dark theme redefines them later. The logo's
 * mark is drawn in currentColor, coloured by the link's text-primary class.
 */
const THEME = `
:root {
  --background: 0 0% 100%;
  --foreground: 224 71.4% 4.1%;
  --primary: 262.1 83.3% 57.8%;
  --primary-foreground: 210 20% 98%;
  --secondary: 173.4 80.4% 40%;
  --muted: 220 14.3% 95.9%;
  --accent: 24.6 95% 53.1%;
  --border: 220 13% 91%;
  --radius: 0.5rem;
}
.dark {
  --background: 224 71.4% 4.1%;
  --primary: 263.4 70% 50.4%;
}
body { background-color: hsl(var(--background)); color: hsl(var(--foreground)); }
.border-b { border-bottom: 1px solid hsl(var(--border)); }
.bg-primary { background-color: hsl(var(--primary)); }
.bg-primary\\/90:hover { background-color: hsl(var(--primary) / 0.9); }
.text-primary { color: hsl(var(--primary)); }
.text-primary-foreground { color: hsl(var(--primary-foreground)); }
.bg-secondary { background-color: hsl(var(--secondary)); }
.bg-muted { background-color: hsl(var(--muted)); }
.bg-accent { background-color: hsl(var(--accent)); }
.rounded-md { border-radius: calc(var(--radius) - 2px); }
`;

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 32" width="96" height="32" role="img">
  <title>Quill Calendar</title>
  <rect x="2" y="4" width="24" height="24" rx="6" fill="currentColor"/>
  <path d="M8 16h12M14 10v12" stroke="#FFFFFF" stroke-width="3"/>
  <rect x="34" y="12" width="58" height="8" rx="2" fill="#1F2937"/>
</svg>`;

/** A scheduling start-up built on a component library, themed in HSL channels. */
export const channelVariablesSite: FixtureBrandSite = {
  name: 'Quill Calendar',
  industry: 'Technology',
  shape:
    'component-library theme: colours as HSL channels in custom properties, wrapped in hsl() where used; inline SVG logo in currentColor',
  entryPath: '/',
  async pages() {
    return {
      '/': {
        body: htmlPage(
          `<title>Quill Calendar | Scheduling that writes itself</title>
           <meta name="description" content="Quill Calendar books meetings across time zones without the back-and-forth.">
           <link rel="stylesheet" href="/assets/app.css">`,
          `<header class="border-b"><a href="/" class="text-primary" aria-label="Quill Calendar">${LOGO}</a>
             <nav><a href="/pricing">Pricing</a></nav>
             <button class="bg-primary text-primary-foreground rounded-md">Get started</button></header>
           <main><h1>Meetings, booked.</h1>
           <span class="bg-accent rounded-md">New</span>
           <button class="bg-primary bg-primary/90 text-primary-foreground rounded-md">Try it free</button>
           <span class="bg-secondary rounded-md">Teams</span>
           <section class="bg-muted"><p>Works with every calendar.</p></section></main>`,
        ),
      },
      '/assets/app.css': { type: 'text/css', body: THEME },
    };
  },
  truth: {
    tagline: 'Scheduling that writes itself',
    description: 'Quill Calendar books meetings across time zones without the back-and-forth.',
    keywords: [],
    mission: null,
    vision: null,
    yearFounded: null,
    primaryColor: '#7C3AED',
    secondaryColor: '#14B8A6',
    accentColor: '#F97316',
    logo: { kind: 'inline-svg', fileType: 'SVG' },
  },
};
