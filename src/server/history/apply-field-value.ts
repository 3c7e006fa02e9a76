import { eq, sql } from 'drizzle-orm';
import type { PublicBrandField } from '../../domain/brand-fields';
import type { FieldProvenance } from '../../domain/provenance';
import { colorFamiliesOf } from '../brands/derived-fields';
import type { Db } from '../db/client';
import { type BrandRow, brands } from '../db/schema';
import { columnValue, FIELD_COLUMNS } from './field-columns';

const COLOR_FIELDS = new Set<PublicBrandField>(['primary_color', 'secondary_color', 'accent_color']);

/**
 * Sets one public field of a brand, with where the value came from, inside the caller's
 * transaction: the write path of corrections and reverts. The version itself is kept by the
 * trigger on brands, as for every other writer.
 */
export async function applyFieldValue(
  tx: Db,
  brand: BrandRow,
  field: PublicBrandField,
  value: unknown,
  provenance: FieldProvenance,
): Promise<BrandRow> {
  const column = FIELD_COLUMNS[field];
  const stored = columnValue(field, value);
  const colors = COLOR_FIELDS.has(field)
    ? {
        colorFamilies: colorFamiliesOf({
          primaryColor: brand.primaryColor,
          secondaryColor: brand.secondaryColor,
          accentColor: brand.accentColor,
          [column]: stored,
        }),
      }
    : {};
  const [after] = await tx
    .update(brands)
    .set({
      [column]: stored,
      ...colors,
      provenance: sql`${brands.provenance} || ${JSON.stringify({ [field]: provenance })}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(brands.id, brand.id))
    .returning();
  return after ?? brand;
}
