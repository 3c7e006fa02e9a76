import { markSvg, pngFromSvg } from '../fixture-images';
import { htmlPage } from './fixture-brand-site';

/** The colour the site's stylesheet paints its header and button with: a candidate, never stored alone. */
export const UNSURE_SITE_GREEN = '#2E6B4F';

/**
 * A site that states little for sure: its title lists topics, its only colour is one its
 * stylesheet uses (no theme colour, no logo in the page), its only marks are the icons it declares
 * (a black and white touch icon, whose neutral alone makes no brand colour).
 */
export const unsureSite = {
  name: 'Harbor & Pine',
  industry: 'Retail',
  shape: 'topics in the title, a colour only in CSS, icons only',
  entryPath: '/',
  async pages() {
    const touch = await pngFromSvg(markSvg({ disc: '#111111', square: '#FFFFFF' }), 180);
    const icon = await pngFromSvg(markSvg({ disc: '#1A4FA0', square: '#FFFFFF' }), 64);
    return {
      '/': {
        body: htmlPage(
          `<title>Harbor &amp; Pine | Tents, Packs, Boots and Jackets</title>
           <meta name="description" content="Outdoor gear for cold mornings and long trails.">
           <link rel="apple-touch-icon" href="/touch.png" sizes="180x180">
           <link rel="icon" type="image/png" href="/icon-64.png" sizes="64x64">
           <style>header { background: ${UNSURE_SITE_GREEN}; } .btn { background: ${UNSURE_SITE_GREEN}; } a { color: #1A4FA0; }</style>`,
          `<header><a href="/">Harbor &amp; Pine</a></header><main><a class="btn" href="/shop">Shop</a></main>`,
        ),
      },
      '/touch.png': { type: 'image/png', body: touch },
      '/icon-64.png': { type: 'image/png', body: icon },
    };
  },
};
