import { describe, expect, it } from 'vitest';
import { NEWS_ITEMS_KEPT, parseFeed } from './parse-feed';

const FEED = 'https://brand.example/news/feed.xml';

describe('parseFeed', () => {
  it('reads RSS 2.0: plain-text titles and descriptions, absolute links, ISO dates, newest first', () => {
    const feed = parseFeed(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Brand &amp; Co News</title>
        <item><title>Old</title><link>/old</link><pubDate>Mon, 01 Jan 2024 10:00:00 GMT</pubDate></item>
        <item><title>New &lt;b&gt;launch&lt;/b&gt;</title><link>https://brand.example/new</link>
          <pubDate>Tue, 02 Jul 2024 10:00:00 +0100</pubDate>
          <description><![CDATA[<p>Our <a href="/x">new</a> &amp; <b>better range</b>. Read more at https://brand.example/new</p>]]></description></item>
        <item><title>Old</title><link>/old</link></item>
      </channel></rss>`,
      FEED,
      'brand.example',
    );
    expect(feed).toEqual({
      format: 'rss',
      title: 'Brand & Co News',
      items: [
        {
          title: 'New launch',
          url: 'https://brand.example/new',
          source: 'Brand & Co News',
          publishedAt: '2024-07-02T09:00:00.000Z',
          description: 'Our new & better range. Read more at',
        },
        {
          title: 'Old',
          url: 'https://brand.example/old',
          source: 'Brand & Co News',
          publishedAt: '2024-01-01T10:00:00.000Z',
          description: '',
        },
      ],
    });
  });

  it('reads Atom: the alternate link, published or updated, summary or content', () => {
    const feed = parseFeed(
      `<feed xmlns="http://www.w3.org/2005/Atom"><title type="text">Journal</title>
        <entry><title>A</title><link rel="enclosure" href="/a.mp3"/><link rel="alternate" href="/a"/><updated>2024-02-01T00:00:00Z</updated><content type="html">&lt;p&gt;Body&lt;/p&gt;</content></entry>
        <entry><title>B</title><link href="/b"/><published>2024-03-01T00:00:00Z</published><summary>Sum</summary></entry>
      </feed>`,
      FEED,
      'brand.example',
    );
    expect(feed?.format).toBe('atom');
    expect(feed?.items.map((i) => [i.title, i.url, i.description])).toEqual([
      ['B', 'https://brand.example/b', 'Sum'],
      ['A', 'https://brand.example/a', 'Body'],
    ]);
  });

  it('reads RSS 1.0 (RDF) and names the site when the feed has no title', () => {
    const feed = parseFeed(
      `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel><title></title></channel>
        <item><title>One</title><link>https://brand.example/1</link><dc:date>2024-05-05T05:00:00Z</dc:date></item>
      </rdf:RDF>`,
      FEED,
      'brand.example',
    );
    expect(feed?.format).toBe('rdf');
    expect(feed?.items[0]).toMatchObject({
      title: 'One',
      source: 'brand.example',
      publishedAt: '2024-05-05T05:00:00.000Z',
    });
  });

  it('keeps only items with a title and an http(s) link, at most ten', () => {
    const items = Array.from(
      { length: 14 },
      (_, i) => `<item><title>N${i}</title><link>/n${i}</link></item>`,
    ).join('');
    const feed = parseFeed(
      `<rss><channel><title>T</title>${items}<item><link>/no-title</link></item><item><title>JS</title><link>javascript:alert(1)</link></item></channel></rss>`,
      FEED,
      'x',
    );
    expect(feed?.items).toHaveLength(NEWS_ITEMS_KEPT);
    expect(feed?.items.every((i) => i.url.startsWith('https://brand.example/n'))).toBe(true);
  });

  it('is not fooled by HTML, broken XML or entity declarations', () => {
    expect(parseFeed('<!doctype html><html><body><h1>Blog</h1></body></html>', FEED, 'x')).toBeNull();
    expect(parseFeed('{"version":"https://jsonfeed.org/version/1"}', FEED, 'x')).toBeNull();
    expect(parseFeed('', FEED, 'x')).toBeNull();
    const bomb = parseFeed(
      `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
       <rss><channel><title>&b;</title><item><title>Safe</title><link>/s</link></item></channel></rss>`,
      FEED,
      'x',
    );
    expect(bomb?.items.map((i) => i.title)).toEqual(['Safe']);
    expect(bomb?.title).not.toContain('aaaa');
  });
});
