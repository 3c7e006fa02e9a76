import { describe, expect, it } from 'vitest';
import { readAbout } from './about-section';

describe('readAbout', () => {
  it('lists the site first and the networks in a fixed order, whatever order they were stored in', () => {
    const view = readAbout({
      social_links: {
        twitter: 'https://x.com/cairncompass',
        mastodon: 'https://mastodon.social/@cairn',
        website: 'https://cairn.example',
        facebook: 'https://www.facebook.com/cairn',
        linkedin: 'https://www.linkedin.com/company/cairn',
        instagram: 'https://www.instagram.com/cairn',
      },
    });
    expect(view?.social.map((s) => s.network)).toEqual([
      'website',
      'linkedin',
      'twitter',
      'instagram',
      'facebook',
      'mastodon',
    ]);
  });

  it('drops links that are not web addresses, and is absent when nothing is left', () => {
    expect(readAbout({ social_links: { twitter: 'javascript:alert(1)' } })).toBeNull();
    expect(readAbout(null)).toBeNull();
  });
});
