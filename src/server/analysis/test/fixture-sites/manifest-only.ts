import { pngFromSvg } from '../fixture-images';
import { type FixtureBrandSite, htmlPage } from './fixture-brand-site';

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="#0A3D62"/>
  <path d="M0 60 Q25 40 50 60 T100 60 V100 H0 Z" fill="#38ADA9"/>
</svg>`;

/** A bank whose page says almost nothing; its identity is in the web manifest. */
export const manifestOnlySite: FixtureBrandSite = {
  name: 'Tidal Bank',
  industry: 'Financial Services',
  shape: 'manifest only: theme and background colours and icons in site.webmanifest, a bare page',
  entryPath: '/',
  async pages() {
    const [small, large] = await Promise.all([pngFromSvg(ICON, 96), pngFromSvg(ICON, 512)]);
    return {
      '/': {
        body: htmlPage(
          '<title>Tidal Bank</title><link rel="manifest" href="/site.webmanifest">',
          '<div id="app">Loading…</div>',
        ),
      },
      '/site.webmanifest': {
        type: 'application/manifest+json',
        body: JSON.stringify({
          name: 'Tidal Bank',
          short_name: 'Tidal',
          theme_color: '#0A3D62',
          background_color: '#ffffff',
          display: 'standalone',
          icons: [
            { src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          ],
        }),
      },
      '/icons/icon-96.png': { type: 'image/png', body: small },
      '/icons/icon-512.png': { type: 'image/png', body: large },
    };
  },
  truth: {
    tagline: null,
    description: null,
    keywords: [],
    mission: null,
    vision: null,
    yearFounded: null,
    primaryColor: '#0A3D62',
    secondaryColor: '#38ADA9',
    accentColor: null,
    logo: { kind: 'manifest-icon', fileType: 'PNG' },
  },
};
