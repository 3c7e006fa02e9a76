import { type IntelFixture, page } from './fixture-truth';

/**
 * A discount grocer: everyday low prices in cents and dollars, the vocabulary of the Everyman, a
 * feed link to a broken document, facts only in the prose of its about page (based in…, since…,
 * more than … employees), a Facebook profile by id and a TikTok account.
 */
export const pennyPantry: IntelFixture = {
  name: 'Penny Pantry',
  industry: 'Food & Beverage',
  site: {
    '/': {
      body: page({
        title: 'Penny Pantry | Everyday low prices for everyone',
        head: `
          <meta name="description" content="Good food at everyday low prices. Your friendly neighborhood grocer.">
          <link rel="alternate" type="application/rss+xml" href="/weekly-deals.rss">`,
        body: `
          <header><a href="/">Penny Pantry</a> <a href="/about-us">Our story</a></header>
          <main>
            <h1>Everyday low prices, for everyone</h1>
            <p>Penny Pantry is the friendly grocer for everyday families. We keep it practical: honest food, no nonsense, and savings together with our community.</p>
            <h2>This week's deals</h2>
            <ul>
              <li>Bananas $0.49/lb</li>
              <li>Whole wheat bread $1.99</li>
              <li>Milk, 1 gallon $2.49</li>
              <li>Eggs, dozen $3.29</li>
            </ul>
            <p>Save more with digital coupons. Budget-friendly bargains in every aisle, and a price match promise in every neighborhood store.</p>
          </main>
          <footer>
            <a href="https://www.facebook.com/profile.php?id=100064123456789">Facebook</a>
            <a href="https://www.tiktok.com/@pennypantry">TikTok</a>
            <a href="https://www.facebook.com/sharer/sharer.php?u=https://pennypantry.example">Share</a>
          </footer>`,
      }),
    },
    '/weekly-deals.rss': {
      type: 'application/rss+xml',
      body: '<?xml version="1.0"?><rss><channel><title>Deals</title><item><title>Broken',
    },
    '/about-us': {
      body: page({
        title: 'Our story — Penny Pantry',
        body: `
          <main>
            <h1>Our story</h1>
            <p>Since 1994, Penny Pantry has kept groceries affordable for working families. We are based in Columbus, Ohio, and today more than 1,200 employees serve 40 neighborhood stores.</p>
            <p>Short line.</p>
          </main>`,
      }),
    },
  },
  truth: {
    archetype: 'Everyman',
    pricing: 'economy',
    quadrant: 'follower',
    growthStage: 'mature',
    news: null,
    socialLinks: {
      facebook: 'https://www.facebook.com/profile.php?id=100064123456789',
      tiktok: 'https://www.tiktok.com/@pennypantry',
    },
    keyPeople: [],
    headquarters: 'Columbus, Ohio',
    foundedYear: 1994,
    employeeCount: 1200,
    products: [],
    services: [],
    aboutStartsWith: 'Since 1994, Penny Pantry has kept groceries affordable',
  },
};
