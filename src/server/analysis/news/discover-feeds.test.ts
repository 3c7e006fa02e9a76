import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { commonFeedUrls, namedFeeds } from './discover-feeds';

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
});
