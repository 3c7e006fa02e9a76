import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { commonFeedUrls, feedCandidates, namedFeeds } from './discover-feeds';

describe('feed discovery', () => {
  it('names link tags of feed types first, then feed-like links on the same site', () => {
    const $ = load(`<head>
      <link rel="alternate" type="application/atom+xml" href="/atom.xml">
      <link rel="alternate" type="text/html" hreflang="fr" href="/fr/">
      <link rel="stylesheet" href="/feed.css">
      <link rel="alternate" type="application/rss+xml" href="https://feeds.example.net/brand">
    </head><body>
      <a href="/blog/feed/">RSS</a> <a href="https://other.example/feed">Their feed</a> <a href="/feedback">Feedback</a>
      <a href="/atom.xml#top">again</a>
    </body>`);
    expect(namedFeeds($, 'https://brand.example/en/')).toEqual([
      'https://brand.example/atom.xml',
      'https://feeds.example.net/brand',
      'https://brand.example/blog/feed/',
    ]);
  });

  it('tries the common paths on the site itself', () => {
    const urls = commonFeedUrls('https://brand.example/en/home?x=1');
    expect(urls[0]).toBe('https://brand.example/feed');
    expect(urls.every((u) => u.startsWith('https://brand.example/'))).toBe(true);
  });

  it("ranks the site's main feed above comment feeds and an article's own comments feed", () => {
    const $ = load(`<head>
      <link rel="alternate" type="application/rss+xml" title="Acme » Cake Kommentar-Feed" href="https://acme.example/blog/cake/feed/">
      <link rel="alternate" type="application/rss+xml" title="Acme » Comments Feed" href="/comments/feed/">
    </head><body><footer><a href="/feed/">RSS</a></footer></body>`);
    const candidates = feedCandidates($, 'https://acme.example/blog/cake/');
    expect(candidates[0]).toMatchObject({
      value: 'https://acme.example/feed/',
      evidence: { source: 'feed link on the page' },
    });
    expect(candidates.slice(1).every((c) => c.confidence < 0.45)).toBe(true);
  });
});
