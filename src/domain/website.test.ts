import { describe, expect, it } from 'vitest';
import { isSameWebsite, siteKeyOf, websiteOf } from './website';

describe('the same-website rule', () => {
  it('compares registrable domains, ignoring www, sub-hosts, paths and scheme', () => {
    expect(isSameWebsite('https://www.nike.com/', 'https://nike.com/jordan')).toBe(true);
    expect(isSameWebsite('https://store.nike.com', 'http://www.nike.com')).toBe(true);
    expect(isSameWebsite('https://www.bbc.co.uk', 'https://news.bbc.co.uk/sport')).toBe(true);
  });

  it('tells different domains and public suffixes apart', () => {
    expect(isSameWebsite('https://nike.com', 'https://nike.co.uk')).toBe(false);
    expect(isSameWebsite('https://bbc.co.uk', 'https://itv.co.uk')).toBe(false);
    expect(isSameWebsite('https://alice.github.io', 'https://bob.github.io')).toBe(false);
  });

  it('compares addresses without a domain with their port', () => {
    expect(isSameWebsite('http://127.0.0.1:4000/', 'http://127.0.0.1:4000/about')).toBe(true);
    expect(isSameWebsite('http://127.0.0.1:4000/', 'http://127.0.0.1:4001/')).toBe(false);
    expect(isSameWebsite('http://localhost/', 'http://localhost:80/x')).toBe(true);
  });

  it('refuses what is not an http(s) address', () => {
    expect(websiteOf('mailto:hi@nike.com')).toBeNull();
    expect(websiteOf('not a url')).toBeNull();
    expect(isSameWebsite('ftp://nike.com', 'https://nike.com')).toBe(false);
  });

  it('keys a domain as the stored site_key does: reversed', () => {
    expect(siteKeyOf('nike.com')).toBe('moc.ekin');
    expect(websiteOf('https://WWW.Nike.com/')?.domain).toBe('nike.com');
  });
});
