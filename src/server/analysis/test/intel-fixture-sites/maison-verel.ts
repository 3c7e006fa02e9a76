import { type IntelFixture, page } from './fixture-truth';

/**
 * A luxury jeweller: rich JSON-LD (founder, founding date, address, head count, sameAs), prices in
 * dollars and euros, the vocabulary of the Ruler, an about page named by its link text. No feed.
 */
export const maisonVerel: IntelFixture = {
  name: 'Maison Verel',
  industry: 'Jewelry & Accessories',
  site: {
    '/': {
      body: page({
        title: 'Maison Verel — Haute joaillerie since 1847',
        head: `
          <meta name="description" content="Exquisite high jewellery, crafted in our Paris atelier since 1847.">
          <script type="application/ld+json">${JSON.stringify({
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: 'Maison Verel',
            url: 'https://maisonverel.example',
            foundingDate: '1847',
            founder: 'Henri Verel',
            numberOfEmployees: { '@type': 'QuantitativeValue', value: 240 },
            address: {
              '@type': 'PostalAddress',
              streetAddress: '12 Place Vendôme',
              addressLocality: 'Paris',
              addressRegion: 'Île-de-France',
              addressCountry: 'France',
            },
            sameAs: [
              'https://www.instagram.com/maisonverel',
              'https://www.linkedin.com/company/maison-verel',
              'https://www.facebook.com/maisonverel',
              'https://fr.wikipedia.org/wiki/Maison_Verel',
            ],
          })}</script>`,
        body: `
          <header><nav><a href="/">Maison Verel</a> <a href="/maison">About</a> <a href="/collections">Collections</a> <a href="/contact">Contact</a></nav></header>
          <main>
            <h1>The finest high jewellery, since 1847</h1>
            <p>For six generations our atelier has set the standard of excellence. Every bespoke piece carries the prestige and legacy of a distinguished house.</p>
            <h2>Signature collections</h2>
            <ul>
              <li><a href="/collections/couronne">Couronne</a> — rings from $2,450</li>
              <li><a href="/collections/heritage">Héritage</a> — necklaces from $5,900</li>
              <li><a href="/collections/eclat">Éclat</a> — earrings from €3.200</li>
            </ul>
            <p>Luxury is a matter of detail: exquisite stones, royal commissions and a heritage of success that only the elite can claim.</p>
            <p>By appointment in our Paris salon.</p>
          </main>
          <footer><a href="https://twitter.com/intent/tweet?url=x">Share</a> <a href="/privacy">Privacy</a></footer>`,
      }),
    },
    '/maison': {
      body: page({
        title: 'The House — Maison Verel',
        body: `
          <nav><a href="/">Home</a></nav>
          <main>
            <h1>The House</h1>
            <p>Maison Verel was founded in 1847 by Henri Verel, a goldsmith of the Palais-Royal, and is headquartered in Paris, France.</p>
            <p>Today its atelier employs master jewellers, stone setters and polishers who work by hand on every commission, from the first gouache sketch to the final polish.</p>
          </main>`,
      }),
    },
  },
  truth: {
    archetype: 'Ruler',
    pricing: 'luxury',
    quadrant: 'niche',
    growthStage: 'mature',
    news: null,
    socialLinks: {
      instagram: 'https://www.instagram.com/maisonverel',
      linkedin: 'https://www.linkedin.com/company/maison-verel',
      facebook: 'https://www.facebook.com/maisonverel',
    },
    keyPeople: [{ name: 'Henri Verel', title: 'Founder' }],
    headquarters: 'Paris, Île-de-France, France',
    foundedYear: 1847,
    employeeCount: 240,
    products: ['Couronne', 'Héritage', 'Éclat'],
    services: [],
    aboutStartsWith: 'Maison Verel was founded in 1847 by Henri Verel',
  },
};
