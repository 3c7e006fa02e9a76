import { type IntelFixture, page, xml } from './fixture-truth';

const rss = (origin: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
  <title>Trailhead Journal</title>
  <link>${origin}/journal</link>
  <atom:link href="${origin}/journal/rss.xml" rel="self" type="application/rss+xml"/>
  <description>Stories from the trail</description>
  <item>
    <title>Field test: the Ridgeline 40 pack</title>
    <link>/journal/ridgeline-40-field-test</link>
    <pubDate>Tue, 04 Jun 2024 09:00:00 GMT</pubDate>
    <description>&lt;p&gt;We carried the &lt;b&gt;Ridgeline 40&lt;/b&gt; across the Cascades &amp;amp; back.&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</description>
  </item>
  <item>
    <title><![CDATA[Trail crews & the <em>Adopt-a-Trail</em> programme]]></title>
    <link>${origin}/journal/adopt-a-trail</link>
    <pubDate>Mon, 20 May 2024 14:30:00 +0200</pubDate>
    <content:encoded><![CDATA[<p>Our volunteers rebuilt 40 miles of trail this spring. <a href="https://example.org">Join them</a>.</p>]]></content:encoded>
  </item>
  <item>
    <title>Opening our Boulder store</title>
    <guid isPermaLink="true">${origin}/journal/boulder-store</guid>
    <pubDate>Fri, 12 Jul 2024 08:00:00 GMT</pubDate>
    <description>A new home for explorers in Colorado.</description>
  </item>
  <item>
    <title>An item without a link is not news we can point to</title>
    <pubDate>Fri, 12 Jul 2024 08:00:00 GMT</pubDate>
  </item>
  <item>
    <title>Leave no trace: a primer</title>
    <link>javascript:alert(1)</link>
  </item>
  <item>
    <title>Winter layering guide</title>
    <link>/journal/winter-layering</link>
    <pubDate>not a date</pubDate>
    <description>Stay warm on the summit.</description>
  </item>
</channel>
</rss>`;

const person = (name: string, title: string, bio: string, extra = '') => `
  <article class="leader">
    <img src="/img/team/${name.split(' ')[0]?.toLowerCase()}.jpg" alt="Portrait of ${name}">
    <h3>${name}</h3>
    <p class="role">${title}</p>
    <p>${bio}</p>
    ${extra}
  </article>`;

/**
 * An outdoor outfitter whose home page redirects to /en/: an RSS 2.0 feed named by a link tag,
 * a leadership page linked from the navigation with person cards, profiles in the footer beside a
 * share button, the vocabulary of the Explorer and prices of premium outdoor gear.
 */
export const trailheadOutfitters: IntelFixture = {
  name: 'Trailhead Outfitters',
  industry: 'Sports & Recreation',
  site: {
    '/': (origin) => ({ status: 301, headers: { location: `${origin}/en/` } }),
    '/en/': {
      body: page({
        title: 'Trailhead Outfitters — Gear for the long way round',
        head: `
          <meta name="description" content="Gear for the long way round. Packs, shells and boots for every journey.">
          <link rel="alternate" type="application/rss+xml" title="Trailhead Journal" href="/journal/rss.xml">`,
        body: `
          <header><nav>
            <a href="/en/">Home</a> <a href="/en/shop">Shop</a> <a href="/en/about/leadership">Leadership</a> <a href="/journal">Journal</a>
          </nav></header>
          <main>
            <h1>Explore further. Carry less.</h1>
            <p>Every journey starts at the trailhead. We design packs and shells for explorers who wander off the beaten path, roam the wilderness and chase a new horizon.</p>
            <section>
              <h2>Built for adventure</h2>
              <p><a href="/products/ridgeline-40">Ridgeline 40 pack</a> $229</p>
              <p><a href="/products/summit-shell">Summit Shell</a> $349</p>
              <p><a href="/products/switchback-boot">Switchback Boot</a> $189</p>
              <p><a href="/products/trail-bottle">Trail Bottle</a> $29</p>
            </section>
            <p>Discover the outdoors with gear that lasts a lifetime of expeditions — and a lifetime warranty on every pack.</p>
          </main>
          <footer>
            <a href="https://twitter.com/intent/tweet?text=Trailhead">Share on X</a>
            <a href="https://x.com/trailheadco">X</a>
            <a href="https://www.instagram.com/trailhead.outfitters/">Instagram</a>
            <a href="https://www.youtube.com/@TrailheadOutfitters">YouTube</a>
            <a href="https://www.instagram.com/p/C0ffee123/">Our latest post</a>
          </footer>`,
      }),
    },
    '/en/about/leadership': {
      body: page({
        title: 'Leadership — Trailhead Outfitters',
        body: `
          <main>
            <h1>Our Leadership Team</h1>
            <p>Meet the people who keep Trailhead on the trail.</p>
            <section class="grid">
              ${person(
                'Maya Okafor',
                'CEO & Co-Founder',
                'Maya founded Trailhead after a season as a ranger in the North Cascades, and still tests every pack herself.',
                '<a href="https://www.linkedin.com/in/maya-okafor">LinkedIn</a>',
              )}
              ${person('Tomás Reyes', 'Chief Product Officer', 'Tomás leads design and materials, from recycled shells to repairable boots.')}
              ${person('Lena Fischer', 'Head of Sustainability', 'Lena runs our repair programme and the Adopt-a-Trail volunteers.')}
            </section>
            <h2>Join Our Team</h2>
            <p>We are hiring in Boulder and Portland.</p>
          </main>`,
      }),
    },
    '/journal/rss.xml': (origin) => xml(rss(origin)),
  },
  truth: {
    archetype: 'Explorer',
    pricing: 'premium',
    quadrant: 'niche',
    news: {
      count: 4,
      titles: [
        'Opening our Boulder store',
        'Field test: the Ridgeline 40 pack',
        'Trail crews & the Adopt-a-Trail programme',
        'Winter layering guide',
      ],
      source: 'Trailhead Journal',
      firstPath: '/journal/boulder-store',
      firstPublishedAt: '2024-07-12T08:00:00.000Z',
    },
    socialLinks: {
      twitter: 'https://x.com/trailheadco',
      instagram: 'https://www.instagram.com/trailhead.outfitters',
      youtube: 'https://www.youtube.com/@TrailheadOutfitters',
    },
    keyPeople: [
      {
        name: 'Maya Okafor',
        title: 'CEO & Co-Founder',
        linkedin: 'https://www.linkedin.com/in/maya-okafor',
        photoPath: '/img/team/maya.jpg',
      },
      { name: 'Tomás Reyes', title: 'Chief Product Officer' },
      { name: 'Lena Fischer', title: 'Head of Sustainability' },
    ],
    headquarters: null,
    foundedYear: null,
    growthStage: null,
    employeeCount: null,
    products: ['Ridgeline 40 pack', 'Summit Shell', 'Switchback Boot', 'Trail Bottle'],
    services: [],
    aboutStartsWith: 'Gear for the long way round.',
  },
};
