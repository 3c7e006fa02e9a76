import { type IntelFixture, page } from './fixture-truth';

const atom = (origin: string) => `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE feed [<!ENTITY boom "BOOM">]>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">Bytewise Labs Research</title>
  <link href="${origin}/research/"/>
  <updated>2024-09-02T10:00:00Z</updated>
  <id>urn:uuid:bytewise-research</id>
  <entry>
    <title>Measuring what matters in retrieval</title>
    <link rel="alternate" type="text/html" href="/research/measuring-retrieval"/>
    <link rel="enclosure" href="/research/measuring-retrieval.pdf"/>
    <id>urn:uuid:1</id>
    <published>2024-08-14T09:00:00Z</published>
    <updated>2024-08-20T09:00:00Z</updated>
    <summary type="html">&lt;p&gt;A new benchmark for &lt;strong&gt;evidence-based&lt;/strong&gt; search.&lt;/p&gt;</summary>
  </entry>
  <entry>
    <title type="html">Our 2024 &lt;em&gt;state of data&lt;/em&gt; report</title>
    <link href="${origin}/research/state-of-data-2024"/>
    <id>urn:uuid:2</id>
    <updated>2024-09-02T10:00:00Z</updated>
    <content type="html">&lt;p&gt;What 1,200 teams told us about their data.&lt;/p&gt;</content>
  </entry>
  <entry>
    <title>Teaching models to say "I don't know"</title>
    <link rel="alternate" href="/research/calibration"/>
    <id>urn:uuid:3</id>
    <published>2024-03-01T12:00:00Z</published>
    <summary>Calibration, explained with examples.</summary>
  </entry>
</feed>`;

/**
 * A research software company: an Atom feed the page does not name (found at /atom.xml), a JSON-LD
 * @graph with the organisation, its founders and an employee, services in an offer catalogue, no
 * prices at all, and the vocabulary of the Sage.
 */
export const bytewiseLabs: IntelFixture = {
  name: 'Bytewise Labs',
  industry: 'Technology',
  site: {
    '/': {
      body: page({
        title: 'Bytewise Labs — Evidence for every decision',
        head: `
          <meta name="description" content="Research-grade analytics for teams who want the truth in their data.">
          <script type="application/ld+json">${JSON.stringify({
            '@context': 'https://schema.org',
            '@graph': [
              {
                '@type': 'Organization',
                '@id': '#org',
                name: 'Bytewise Labs',
                foundingDate: '2016-03-01',
                numberOfEmployees: 85,
                address: {
                  '@type': 'PostalAddress',
                  addressLocality: 'San Francisco',
                  addressRegion: 'CA',
                  addressCountry: { '@type': 'Country', name: 'United States' },
                },
                founder: [
                  {
                    '@type': 'Person',
                    name: 'Priya Raman',
                    jobTitle: 'Chief Executive Officer',
                    sameAs: ['https://www.linkedin.com/in/priyaraman', 'https://twitter.com/priyaraman'],
                    image: 'https://bytewise.example/people/priya.png',
                  },
                  { '@type': 'Person', name: 'Jonas Berg' },
                ],
                sameAs: [
                  'https://www.linkedin.com/company/bytewise-labs',
                  'https://x.com/bytewiselabs',
                  'https://github.com/bytewise',
                ],
                hasOfferCatalog: {
                  '@type': 'OfferCatalog',
                  name: 'Services',
                  itemListElement: [
                    { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Data audits' } },
                    { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Analytics training' } },
                  ],
                },
              },
              {
                '@type': 'Person',
                name: 'Ana Lima',
                jobTitle: 'Head of Research',
                worksFor: { '@id': '#org' },
                description: 'Ana leads the research team and edits the annual state of data report.',
              },
              { '@type': 'Person', name: 'Anonymous Reviewer' },
            ],
          })}</script>`,
        body: `
          <nav><a href="/">Bytewise</a> <a href="/research/">Research</a> <a href="/docs">Docs</a></nav>
          <main>
            <h1>Evidence for every decision</h1>
            <p>We turn research into insight. Our experts share knowledge, data science and analysis so your team can learn what is true and understand why.</p>
            <h2>Learn from the experts</h2>
            <p>Education and research go hand in hand: our scientific method puts evidence before opinion.</p>
          </main>
          <footer>© Bytewise Labs</footer>`,
      }),
    },
    '/atom.xml': (origin) => ({ type: 'application/atom+xml', body: atom(origin) }),
  },
  truth: {
    archetype: 'Sage',
    pricing: null,
    growthStage: 'growth',
    news: {
      count: 3,
      titles: [
        'Our 2024 state of data report',
        'Measuring what matters in retrieval',
        'Teaching models to say "I don\'t know"',
      ],
      source: 'Bytewise Labs Research',
      firstPath: '/research/state-of-data-2024',
      firstPublishedAt: '2024-09-02T10:00:00.000Z',
    },
    socialLinks: {
      linkedin: 'https://www.linkedin.com/company/bytewise-labs',
      twitter: 'https://x.com/bytewiselabs',
      github: 'https://github.com/bytewise',
    },
    keyPeople: [
      {
        name: 'Priya Raman',
        title: 'Chief Executive Officer',
        linkedin: 'https://www.linkedin.com/in/priyaraman',
      },
      { name: 'Jonas Berg', title: 'Founder' },
      { name: 'Ana Lima', title: 'Head of Research' },
    ],
    headquarters: 'San Francisco, CA, United States',
    foundedYear: 2016,
    employeeCount: 85,
    products: [],
    services: ['Data audits', 'Analytics training'],
    aboutStartsWith: 'Research-grade analytics for teams',
  },
};
