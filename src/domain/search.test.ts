import { describe, expect, it } from 'vitest';
import { searchDestination } from './search';

describe('searchDestination (spec 000 §2)', () => {
  it('opens the brand found by exact name or by a name containing the text', () => {
    expect(searchDestination('nike', { slug: 'nike', match: 'exact' }, 'brands')).toBe('/brands/nike');
    expect(searchDestination('cola', { slug: 'coca-cola', match: 'contains' }, 'home')).toBe(
      '/brands/coca-cola',
    );
  });

  it('falls back to the list in the nav bar and to the home page on the home page', () => {
    const none = { slug: null, match: null };
    expect(searchDestination('zzz', none, 'brands')).toBe('/brands?search=zzz');
    expect(searchDestination('zzz', none, 'home')).toBe('/?search=zzz');
    expect(searchDestination('zzz', null, 'brands')).toBe('/brands?search=zzz');
  });

  it('searches the trimmed text and encodes it', () => {
    expect(searchDestination('  a&b=c %_ ', null, 'brands')).toBe('/brands?search=a%26b%3Dc+%25_');
    expect(searchDestination('dr. martens', { slug: 'dr-martens', match: 'exact' }, 'brands')).toBe(
      '/brands/dr-martens',
    );
  });

  it('goes nowhere for empty text', () => {
    expect(searchDestination('', null, 'home')).toBeNull();
    expect(searchDestination('   ', { slug: 'nike', match: 'exact' }, 'brands')).toBeNull();
  });
});
