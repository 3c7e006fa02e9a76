import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandLogos, brands } from '../../db/schema';
import { LOGO_SOURCE_METHODS } from '../logos/logo-candidates';
import type { FixtureTruth } from './fixture-sites/fixture-brand-site';

export interface FieldCheck {
  field: string;
  expected: unknown;
  actual: unknown;
  ok: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Each field the analyzer stored for a fixture brand against the site's known truth, read from
 * the database (the logo by its provenance and its file type in the logo library).
 */
export async function checkAgainstTruth(db: Db, brandId: string, truth: FixtureTruth): Promise<FieldCheck[]> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) throw new Error('the brand is gone');
  const logos = await db.select().from(brandLogos).where(eq(brandLogos.brandId, brandId));
  const logoMethod = brand.provenance.logo_url?.method ?? null;
  const actualLogo = brand.logoUrl
    ? {
        kind: Object.entries(LOGO_SOURCE_METHODS).find(([, method]) => method === logoMethod)?.[0] ?? null,
        fileType: logos.find((l) => l.fileUrl === brand.logoUrl)?.fileType ?? null,
      }
    : null;
  const pairs: [string, unknown, unknown][] = [
    ['tagline', truth.tagline, brand.tagline],
    ['description', truth.description, brand.description],
    ['keywords', truth.keywords, brand.keywords],
    ['mission', truth.mission, brand.mission],
    ['vision', truth.vision, brand.vision],
    ['year_founded', truth.yearFounded, brand.yearFounded],
    ['primary_color', truth.primaryColor, brand.primaryColor],
    ['secondary_color', truth.secondaryColor, brand.secondaryColor],
    ['accent_color', truth.accentColor, brand.accentColor],
    ['logo', truth.logo, actualLogo],
  ];
  return pairs.map(([field, expected, actual]) => ({ field, expected, actual, ok: same(expected, actual) }));
}
