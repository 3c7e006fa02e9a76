import { describe, expect, it } from 'vitest';
import { isWebsiteAddress, withAssumedScheme } from './website-address';

describe('a website as a user types it', () => {
  it('assumes https when no scheme is written', () => {
    expect(withAssumedScheme('quuxly.com')).toBe('https://quuxly.com');
    expect(withAssumedScheme('http://quuxly.com')).toBe('http://quuxly.com');
  });

  it('takes a website with or without its scheme, and refuses text that is not one', () => {
    for (const address of [
      'quuxly.com',
      'https://www.quuxly.com/',
      'http://quuxly.co.uk/about',
      ' quuxly.com ',
    ]) {
      expect(isWebsiteAddress(address), address).toBe(true);
    }
    for (const text of [
      'wexcombe saddlery',
      'wexcombe',
      'ftp://quuxly.com',
      'mailto:hi@quuxly.com',
      'https://',
    ]) {
      expect(isWebsiteAddress(text), text).toBe(false);
    }
    // Local addresses, as a development machine serves test sites.
    expect(isWebsiteAddress('http://127.0.0.1:8080/')).toBe(true);
    expect(isWebsiteAddress('http://localhost:3000')).toBe(true);
  });
});
