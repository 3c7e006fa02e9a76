import { describe, expect, it } from 'vitest';
import { httpAddress } from './http-address';

describe('an address found on a page', () => {
  it('resolves against the page, keeping http and https only', () => {
    const page = 'https://acme.example/en/home';
    expect(httpAddress(' ../img/logo.svg ', page)?.href).toBe('https://acme.example/img/logo.svg');
    expect(httpAddress('//cdn.example/a.png', page)?.href).toBe('https://cdn.example/a.png');
    for (const raw of [
      '',
      '   ',
      null,
      undefined,
      'javascript:alert(1)',
      'mailto:a@b.c',
      'data:image/png;base64,AA',
      'http://[::1',
    ])
      expect(httpAddress(raw, page), String(raw)).toBeNull();
  });

  it('takes an absolute address alone when there is no page to resolve against', () => {
    expect(httpAddress('https://acme.example/about')?.href).toBe('https://acme.example/about');
    expect(httpAddress('/about')).toBeNull();
  });
});
