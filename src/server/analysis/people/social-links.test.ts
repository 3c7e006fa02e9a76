import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readJsonLd } from '../pipeline/site-snapshot';
import { findSocialLinks, findSocialProfiles, socialProfileOf } from './social-links';

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

describe('social profiles on real pages', () => {
  it("reads old '#!/' profile links as the profile they stood for", () => {
    expect(socialProfileOf('http://twitter.com/#!/Acme')).toMatchObject({
      network: 'twitter',
      url: 'https://twitter.com/Acme',
    });
    expect(socialProfileOf('https://twitter.com/#!/search/acme')).toBeNull();
  });

  it("refuses a link to one post or note, and the platform's own pages", () => {
    for (const url of [
      'https://www.facebook.com/notes/acme/our-story/10150123',
      'https://www.facebook.com/permalink.php?story_fbid=1&id=2',
      'https://twitter.com/acme/status/123456789',
      'https://www.tiktok.com/@acme/video/7123',
      'https://www.pinterest.com/pin/123456/',
      'https://www.facebook.com/facebook',
      'https://twitter.com/twitter',
      'https://www.youtube.com/youtube',
      'https://developers.facebook.com/docs',
    ]) {
      expect(socialProfileOf(url), url).toBeNull();
    }
  });

  it('recognises Pinterest editions, XING, GitHub, Tumblr and Reddit profiles', () => {
    expect(socialProfileOf('https://www.pinterest.de/acme/')?.url).toBe('https://www.pinterest.com/acme');
    expect(socialProfileOf('https://nl.pinterest.com/acme/_created/')?.url).toBe(
      'https://www.pinterest.com/acme',
    );
    expect(socialProfileOf('https://www.xing.com/companies/acmegmbh')?.url).toBe(
      'https://www.xing.com/companies/acmegmbh',
    );
    expect(socialProfileOf('https://github.com/acme')?.network).toBe('github');
    expect(socialProfileOf('http://acmetv.tumblr.com/')?.url).toBe('https://acmetv.tumblr.com');
    expect(socialProfileOf('https://www.reddit.com/r/acme/')?.url).toBe('https://www.reddit.com/r/acme');
  });

  it("never takes a profile linked from an article's text, and prefers the brand's own over another organisation's", () => {
    const $ = load(`
      <script type="application/ld+json">{"@type":"Organization","name":"Cakes Weekly","sameAs":["https://www.facebook.com/cakesweekly"]}</script>
      <article><div class="entry-content"><p>Photo: <a href="https://www.instagram.com/foodphotographer">@foodphotographer</a></p>
        <blockquote class="twitter-tweet"><a href="https://twitter.com/someone/status/1">tweet</a></blockquote></div></article>
      <footer><a href="https://www.facebook.com/acme">Facebook</a><a href="https://www.instagram.com/acme">Instagram</a></footer>`);
    const profiles = findSocialProfiles($, readJsonLd($), 'https://www.acme.example/recipes/cake', 'Acme');
    expect(profiles.map((p) => [p.network, p.value])).toEqual([
      ['instagram', 'https://www.instagram.com/acme'],
      ['facebook', 'https://www.facebook.com/acme'],
    ]);
    expect(profiles[1]?.evidence).toMatchObject({
      source: "profile link in the site's header or footer",
      attribute: 'href',
    });
    expect(profiles.every((p) => p.confidence >= 0.7)).toBe(true);
  });

  it('keeps a lone link outside the chrome whose handle is not the brand below the confidence to store', () => {
    const $ = load('<main><p>Follow <a href="https://twitter.com/partnerco">our partner</a></p></main>');
    const [profile] = findSocialProfiles($, [], 'https://www.acme.example/', 'Acme');
    expect(profile?.confidence).toBeLessThan(0.45);
    expect(findSocialLinks($, [], 'https://www.acme.example/', 'Acme')).toEqual({});
  });
});
