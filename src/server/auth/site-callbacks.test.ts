import { describe, expect, it } from 'vitest';
import { isSiteCallback, offSiteCallback } from './site-callbacks';

const SITE = 'http://127.0.0.1:3000/api/auth';

describe('a sign-in callback', () => {
  it('may be a path on the site or an address at its origin', () => {
    for (const value of [
      '/',
      '/brands?tab=new#top',
      '',
      'http://127.0.0.1:3000/auth',
      'HTTP://127.0.0.1:3000',
    ]) {
      expect(isSiteCallback(value, SITE), value).toBe(true);
    }
  });

  it('may not lead to another origin, however it is spelled', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example',
      '/\t/evil.example',
      ' https://evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://127.0.0.1:3000/',
      'http://127.0.0.1:3001/',
      'http://localhost:3000/',
      'http://127.0.0.1:3000@evil.example/',
    ]) {
      expect(isSiteCallback(value, SITE), value).toBe(false);
    }
  });

  it('is refused in any field, repeated or not a string', () => {
    expect(offSiteCallback({ email: 'a@example.com', callbackURL: '/' }, SITE)).toBeNull();
    expect(offSiteCallback({ callbackURL: '/', errorCallbackURL: 'https://evil.example' }, SITE)).toBe(
      'errorCallbackURL',
    );
    expect(offSiteCallback({ newUserCallbackURL: '//evil.example' }, SITE)).toBe('newUserCallbackURL');
    expect(offSiteCallback({ redirectTo: 'https://evil.example' }, SITE)).toBe('redirectTo');
    expect(offSiteCallback({ callbackURL: ['/', 'https://evil.example'] }, SITE)).toBe('callbackURL');
    expect(offSiteCallback({ callbackURL: { href: 'https://evil.example' } }, SITE)).toBe('callbackURL');
    expect(offSiteCallback(undefined, SITE)).toBeNull();
  });

  it('is refused when the site itself has no usable address', () => {
    expect(isSiteCallback('/', '')).toBe(false);
  });
});
