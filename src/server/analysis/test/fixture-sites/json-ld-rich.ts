import { markSvg, pngFromSvg } from '../fixture-images';
import { type FixtureBrandSite, htmlPage } from './fixture-brand-site';

/** An outdoor brand that describes itself fully in JSON-LD, with an about page. */
export const jsonLdRichSite: FixtureBrandSite = {
  name: 'Northwind Outfitters',
  industry: 'Sports & Recreation',
  shape: 'JSON-LD rich: Organization with logo, founding date, founders, address, employees, sameAs',
  entryPath: '/',
  async pages() {
    const logo = await pngFromSvg(markSvg({ disc: '#1B4D3E', square: '#E8772E' }), 512);
    const organization = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Northwind Outfitters', url: '/' },
        {
          '@type': 'Organization',
          name: 'Northwind Outfitters',
          url: '/',
          slogan: 'Gear for every trail',
          logo: { '@type': 'ImageObject', url: '/media/northwind-logo.png' },
          foundingDate: '1987-04-01',
          founder: [
            { '@type': 'Person', name: 'Ingrid Holm' },
            { '@type': 'Person', name: 'Tomas Berg' },
          ],
          address: {
            '@type': 'PostalAddress',
            streetAddress: '12 Fjord Road',
            addressLocality: 'Bergen',
            addressCountry: 'NO',
          },
          numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 51, maxValue: 200 },
          sameAs: ['https://www.instagram.com/northwind', 'https://www.linkedin.com/company/northwind'],
        },
      ],
    };
    return {
      '/': {
        body: htmlPage(
          `<title>Northwind Outfitters</title>
           <meta name="description" content="Durable outdoor clothing and equipment, designed in Bergen since 1987.">
           <meta name="keywords" content="outdoor gear, hiking, camping">
           <meta name="theme-color" content="#1B4D3E">
           <script type="application/ld+json">${JSON.stringify(organization)}</script>
           <style>body{background:#ffffff;color:#222222} .btn{background:#E8772E;color:#fff}</style>`,
          `<header><nav><a href="/">Northwind</a> <a href="/about-us">About us</a></nav></header>
           <main><h1>Built for the long way round</h1><a class="btn" href="/shop">Shop</a></main>`,
        ),
      },
      '/about-us': {
        body: htmlPage(
          '<title>About us | Northwind Outfitters</title>',
          `<main><h1>About Northwind</h1>
           <section><h2>Our Mission</h2><p>To make gear that lasts a lifetime and leaves no trace.</p></section>
           <section><h2>Our Vision</h2><p>A world where everyone can reach the mountains.</p></section></main>`,
        ),
      },
      '/media/northwind-logo.png': { type: 'image/png', body: logo },
    };
  },
  truth: {
    tagline: 'Gear for every trail',
    description: 'Durable outdoor clothing and equipment, designed in Bergen since 1987.',
    keywords: ['outdoor gear', 'hiking', 'camping'],
    mission: 'To make gear that lasts a lifetime and leaves no trace.',
    vision: 'A world where everyone can reach the mountains.',
    yearFounded: 1987,
    primaryColor: '#1B4D3E',
    secondaryColor: '#E8772E',
    accentColor: null,
    logo: { kind: 'json-ld', fileType: 'PNG' },
  },
};
