import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readJsonLd } from '../pipeline/site-snapshot';
import { findSocialLinks, socialProfileOf } from './social-links';

describe('socialProfileOf', () => {
  it('recognises profiles on every network', () => {
    expect(socialProfileOf('https://www.linkedin.com/company/acme-co/about/')).toEqual({
      network: 'linkedin',
      url: 'https://www.linkedin.com/company/acme-co',
      handle: 'acme-co',
    });
    expect(socialProfileOf('https://x.com/acme?ref=footer')?.url).toBe('https://x.com/acme');
    expect(socialProfileOf('http://twitter.com/Acme')).toMatchObject({
      network: 'twitter',
      url: 'https://twitter.com/Acme',
    });
    expect(socialProfileOf('https://instagram.com/acme/')?.url).toBe('https://www.instagram.com/acme');
    expect(socialProfileOf('https://fb.com/acme')?.url).toBe('https://www.facebook.com/acme');
    expect(socialProfileOf('https://de-de.facebook.com/acme')?.url).toBe('https://www.facebook.com/acme');
    expect(socialProfileOf('https://www.facebook.com/profile.php?id=1234&x=1')?.url).toBe(
      'https://www.facebook.com/profile.php?id=1234',
    );
    expect(socialProfileOf('https://www.youtube.com/@acme/videos')?.url).toBe(
      'https://www.youtube.com/@acme',
    );
    expect(socialProfileOf('https://youtube.com/channel/UC123')?.url).toBe(
      'https://www.youtube.com/channel/UC123',
    );
    expect(socialProfileOf('https://www.tiktok.com/@acme')?.handle).toBe('acme');
    expect(socialProfileOf('https://uk.linkedin.com/in/jane-doe')?.url).toBe(
      'https://www.linkedin.com/in/jane-doe',
    );
  });

  it('refuses share buttons, posts, videos and other sites', () => {
    for (const url of [
      'https://twitter.com/intent/tweet?text=hi',
      'https://twitter.com/share',
      'https://www.facebook.com/sharer/sharer.php?u=x',
      'https://www.linkedin.com/shareArticle?url=x',
      'https://www.linkedin.com/company/',
      'https://www.instagram.com/p/Cx123/',
      'https://www.youtube.com/watch?v=abc',
      'https://www.tiktok.com/tag/shoes',
      'https://example.com/acme',
      'https://notx.com/acme',
      'javascript:alert(1)',
      'mailto:hi@acme.com',
      'https://www.facebook.com/',
    ]) {
      expect(socialProfileOf(url), url).toBeNull();
    }
  });
});

describe('findSocialLinks', () => {
  it('prefers sameAs, then the footer, then the handle that resembles the brand', () => {
    const $ = load(`
      <script type="application/ld+json">{"@type":"Organization","sameAs":["https://www.instagram.com/northwind"]}</script>
      <main>
        <a href="https://www.instagram.com/a_photographer">Photo by a photographer</a>
        <a href="https://twitter.com/intent/tweet?text=x">Share</a>
        <a href="https://twitter.com/partnerco">Our partner</a>
      </main>
      <footer>
        <a href="https://twitter.com/northwind">X</a>
        <a href="https://www.youtube.com/@someoneelse">YT</a>
        <a href="https://www.youtube.com/@northwindtv">YT</a>
        <a href="/tiktok">TikTok</a>
      </footer>`);
    const links = findSocialLinks($, readJsonLd($), 'https://www.northwind.example/', 'Northwind Outfitters');
    expect(links).toEqual({
      instagram: 'https://www.instagram.com/northwind',
      twitter: 'https://twitter.com/northwind',
      youtube: 'https://www.youtube.com/@northwindtv',
    });
  });

  it('finds nothing on a page without profiles', () => {
    const $ = load('<p>No links</p>');
    expect(findSocialLinks($, [], 'https://a.example/', 'A')).toEqual({});
  });
});
