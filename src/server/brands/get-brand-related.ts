import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BrandRelated } from '../../domain/brand';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { AppError } from '../errors';
import { visibleTo } from './listed';

const MAX_NGRAM_WORDS = 4;
const MAX_CANDIDATES = 2_000;

/** Every run of 1–4 words of a text, lower-cased, as candidate brand names. */
export function nameCandidates(text: string): string[] {
  const words = text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’&.]+$/gu, ''))
    .filter(Boolean);
  const found = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= MAX_NGRAM_WORDS && i + n <= words.length; n++) {
      found.add(
        words
          .slice(i, i + n)
          .join(' ')
          .toLowerCase()
          .replace(/[.’]+$/, ''),
      );
      if (found.size >= MAX_CANDIDATES) return [...found];
    }
  }
  return [...found];
}

/** Which names on a brand page are brands of the catalogue: one indexed lookup, not the whole list. */
export async function getBrandRelated(
  db: Db,
  slug: string,
  viewer: SessionUser | null,
): Promise<BrandRelated> {
  const [brand] = await db
    .select({ id: brands.id, description: brands.description, competitors: brands.competitors })
    .from(brands)
    .where(and(eq(brands.slug, slug), visibleTo(viewer)))
    .limit(1);
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  const competitorNames = brand.competitors.map((c) => c.trim()).filter(Boolean);
  const candidates = [
    ...new Set([...nameCandidates(brand.description ?? ''), ...competitorNames.map((c) => c.toLowerCase())]),
  ];
  const found =
    candidates.length === 0
      ? []
      : await db
          .select({ name: brands.name, slug: brands.slug, key: sql<string>`lower(${brands.name})` })
          .from(brands)
          .where(and(brands.listed, inArray(brands.nameLower, candidates), ne(brands.id, brand.id)));
  const bySlug = new Map(found.map((f) => [f.key, f]));
  const descriptionText = (brand.description ?? '').toLowerCase();
  const mentions = found
    .filter((f) => f.name.length >= 3 && descriptionText.includes(f.key))
    .map(({ name, slug: s }) => ({ name, slug: s }));
  return {
    mentions,
    competitors: competitorNames.map((name) => ({
      name,
      slug: bySlug.get(name.toLowerCase())?.slug ?? null,
    })),
  };
}
