import { type FailingFixtureSite, htmlPage } from './fixture-brand-site';

/** A site that never answers: the analysis gives up within the fetch time limit. */
export const timingOutSite: FailingFixtureSite = {
  name: 'Sleepy Corp',
  shape: 'times out: accepts connections and never answers',
  entryPath: '/',
  async pages() {
    return { '/': { hang: true }, '/robots.txt': { hang: true } };
  },
  error: /did not answer within/,
};

/** A home page larger than the size limit. */
export const hugePageSite: FailingFixtureSite = {
  name: 'Megapage',
  shape: 'huge page: 6 MB of HTML',
  entryPath: '/',
  async pages() {
    return { '/': { body: htmlPage('<title>Megapage</title>', `<p>${'word '.repeat(1_250_000)}</p>`) } };
  },
  error: /larger than/,
};

/** An address that answers with a PDF, not a web page. */
export const notHtmlSite: FailingFixtureSite = {
  name: 'Paper Trail',
  shape: 'not HTML: the address serves a PDF',
  entryPath: '/',
  async pages() {
    return { '/': { type: 'application/pdf', body: '%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n' } };
  },
  error: /not a web page/,
};

/** Markup so broken that nothing about a brand can be read from it. */
export const brokenHtmlSite: FailingFixtureSite = {
  name: 'Glitch Works',
  shape: 'broken HTML: unclosed tags and garbage, no title, description, colours or logo',
  entryPath: '/',
  async pages() {
    return { '/': { body: '<html><head><titl<<<>>> <body><div><p>&&&; <span <b>>>>' } };
  },
  error: /Nothing about the brand could be read/,
};

/** A site whose robots.txt shuts out every crawler. */
export const robotsDisallowSite: FailingFixtureSite = {
  name: 'Private Garden',
  shape: 'robots.txt disallows everything',
  entryPath: '/',
  async pages() {
    return {
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /\n' },
      '/': { body: htmlPage('<title>Private Garden</title><meta name="description" content="x">', '') },
    };
  },
  error: /robots\.txt does not allow/,
};

/** An error page: the server answers 500. */
export const serverErrorSite: FailingFixtureSite = {
  name: 'Broken Server',
  shape: 'HTTP 500 on the home page',
  entryPath: '/',
  async pages() {
    return { '/': { status: 500, body: htmlPage('<title>Error</title>', 'Internal error') } };
  },
  error: /answered 500/,
};
