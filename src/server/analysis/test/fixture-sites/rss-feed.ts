import { pngFromSvg } from '../fixture-images';
import { type FixtureBrandSite, htmlPage } from './fixture-brand-site';

/** The news items of the feed, as a reader of the site would see them. */
export const HARBOR_DAILY_NEWS = [
  {
    title: 'Harbour expansion approved after ten-year debate',
    url: '/news/harbour-expansion',
    publishedAt: '2024-05-02T08:00:00.000Z',
    description: 'The council voted 7-2 to extend the north pier.',
  },
  {
    title: 'Fishing fleet reports best season since 2015',
    url: '/news/fleet-season',
    publishedAt: '2024-04-18T06:30:00.000Z',
    description: 'Catches rose by a third as cod returned to the bay.',
  },
];

const rss = (origin: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
  <title>Harbor Daily</title><link>${origin}/</link><description>Independent news from the coast</description>
  ${HARBOR_DAILY_NEWS.map(
    (item) => `<item><title>${item.title}</title><link>${origin}${item.url}</link>
    <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate><description>${item.description}</description></item>`,
  ).join('\n')}
</channel></rss>`;

/** A local newspaper with an RSS feed linked from its head. */
export const rssFeedSite: FixtureBrandSite = {
  name: 'Harbor Daily',
  industry: 'Media & Entertainment',
  shape: 'RSS feed linked from the head; Open Graph tags; apple-touch-icon',
  entryPath: '/',
  async pages() {
    const touchIcon = await pngFromSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#C0392B"/><rect x="2" y="2" width="6" height="2" fill="#FFFFFF"/></svg>',
      180,
    );
    return {
      '/': (origin) => ({
        body: htmlPage(
          `<title>Harbor Daily</title>
           <meta property="og:site_name" content="Harbor Daily">
           <meta property="og:title" content="Harbor Daily: Independent news from the coast">
           <meta property="og:description" content="Reporting on the towns, boats and people of the northern coast.">
           <meta name="theme-color" content="#C0392B">
           <link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">
           <link rel="alternate" type="application/rss+xml" title="Harbor Daily" href="${origin}/feed.xml">`,
          `<header><h1>Harbor Daily</h1></header>
           <main>${HARBOR_DAILY_NEWS.map((n) => `<article><h2><a href="${n.url}">${n.title}</a></h2></article>`).join('')}</main>`,
        ),
      }),
      '/feed.xml': (origin) => ({ type: 'application/rss+xml; charset=utf-8', body: rss(origin) }),
      '/apple-touch-icon.png': { type: 'image/png', body: touchIcon },
    };
  },
  truth: {
    tagline: 'Independent news from the coast',
    description: 'Reporting on the towns, boats and people of the northern coast.',
    keywords: [],
    mission: null,
    vision: null,
    yearFounded: null,
    primaryColor: '#C0392B',
    secondaryColor: null,
    accentColor: null,
    logo: { kind: 'apple-touch-icon', fileType: 'PNG' },
  },
};
