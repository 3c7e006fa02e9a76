import { colorFamiliesOf } from '../brands/derived-fields';
import type { Db } from '../db/client';
import { type BrandRow, brands, type NewBrandRow } from '../db/schema';

let sequence = 0;

/** Inserts a brand with sensible defaults; colour families are derived as the services do. */
export async function insertBrand(db: Db, fields: Partial<NewBrandRow> = {}): Promise<BrandRow> {
  sequence++;
  const name = fields.name ?? `Test Brand ${sequence}`;
  const row: NewBrandRow = {
    slug: fields.slug ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    url: 'https://example.com',
    industry: 'Technology',
    archetype: 'Creator',
    primaryColor: '#1D4ED8',
    secondaryColor: '#FFFFFF',
    accentColor: '#6B7280',
    analysisStatus: 'completed',
    ...fields,
  };
  row.colorFamilies = colorFamiliesOf(row);
  const [saved] = await db.insert(brands).values(row).returning();
  if (!saved) throw new Error('insert returned nothing');
  return saved;
}
