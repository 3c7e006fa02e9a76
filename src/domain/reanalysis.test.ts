import { describe, expect, it } from 'vitest';
import { adminEditedFields, isSetByPerson } from './reanalysis';

const at = '2026-01-01T00:00:00.000Z';

describe('adminEditedFields', () => {
  it('lists the analysed fields a person set, in the dialog order, with who and when', () => {
    const fields = adminEditedFields({
      primary_color: { source: 'admin:ann@example.com', method: 'edit', at },
      tagline: {
        source: 'admin:bob@example.com',
        method: "admin's choice among the analyzer's candidates",
        at,
      },
      description: { source: 'https://example.com/', method: 'og:description meta tag', at, confidence: 0.9 },
      mission: { source: 'https://example.com/press', method: 'correction', at, correction_id: 'c1' },
      name: { source: 'admin:ann@example.com', method: 'edit', at },
    });
    expect(fields.map((f) => f.field)).toEqual(['tagline', 'mission', 'primary_color']);
    expect(fields[0]).toMatchObject({ label: 'Tagline', source: 'admin:bob@example.com', at });
  });

  it('is empty without provenance, and ignores fields waiting unfilled', () => {
    expect(adminEditedFields(null)).toEqual([]);
    expect(isSetByPerson({ source: 'admin:x', method: 'edit', at, unfilled: true })).toBe(false);
    expect(isSetByPerson({ source: 'curated catalogue', method: 'seed', at })).toBe(false);
  });
});
