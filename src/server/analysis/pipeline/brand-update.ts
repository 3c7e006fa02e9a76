import { and, eq, sql } from 'drizzle-orm';
import type { FieldProvenance } from '../../../domain/provenance';
import { colorFamiliesOf } from '../../brands/derived-fields';
import type { Db } from '../../db/client';
import { brands, type NewBrandRow } from '../../db/schema';
import { keptFields } from './kept-fields';

/** Field names as the spec writes them, for provenance keys. */
const SPEC_NAMES: Record<string, string> = {
  tagline: 'tagline',
  description: 'description',
  mission: 'mission',
  vision: 'vision',
  keywords: 'keywords',
  yearFounded: 'year_founded',
  logoUrl: 'logo_url',
  primaryColor: 'primary_color',
  secondaryColor: 'secondary_color',
  accentColor: 'accent_color',
  colorPalette: 'color_palette',
  aiColorNames: 'ai_color_names',
  archetype: 'archetype',
  pricingStrategy: 'pricing_strategy',
  competitivePositioning: 'competitive_positioning',
  competitors: 'competitors',
  recentNews: 'recent_news',
  keyPeople: 'key_people',
  companyInsights: 'company_insights',
  socialLinks: 'company_insights.social_links',
  feedUrl: 'company_insights.feed_url',
};

export type AnalyzedFields = Partial<
  Pick<
    NewBrandRow,
    | 'tagline'
    | 'description'
    | 'mission'
    | 'vision'
    | 'keywords'
    | 'yearFounded'
    | 'logoUrl'
    | 'primaryColor'
    | 'secondaryColor'
    | 'accentColor'
    | 'colorPalette'
    | 'aiColorNames'
    | 'archetype'
    | 'pricingStrategy'
    | 'competitivePositioning'
    | 'competitors'
    | 'recentNews'
    | 'newsLastUpdatedAt'
    | 'keyPeople'
    | 'companyInsights'
    | 'insightsLastUpdatedAt'
  >
> & {
  /** Network → URL, merged into company_insights.social_links without touching its other facts. */
  socialLinks?: Record<string, string>;
  /** The site's own news feed, merged into company_insights.feed_url. */
  feedUrl?: string;
};

/** Where each written field came from: one source for all, or one per field. */
export type FieldSources = FieldProvenance | Partial<Record<keyof AnalyzedFields, FieldProvenance>>;

function isSingleSource(sources: FieldSources): sources is FieldProvenance {
  return typeof (sources as FieldProvenance).method === 'string';
}

/** Columns that can wait empty with candidates for an admin. */
export type CandidateField =
  | 'tagline'
  | 'description'
  | 'mission'
  | 'vision'
  | 'yearFounded'
  | 'logoUrl'
  | 'primaryColor';

/**
 * The provenance of fields the analyzer left empty (candidates only), merged in only where the
 * column is still empty: a value stored earlier, by an analysis or an admin, keeps its provenance.
 */
function pendingProvenance(pending: Partial<Record<CandidateField, FieldProvenance>>) {
  const entries = Object.entries(pending).filter(([key, value]) => value && SPEC_NAMES[key]);
  if (entries.length === 0) return sql`'{}'::jsonb`;
  const parts = entries.map(
    ([key, value]) =>
      sql`${SPEC_NAMES[key]}::text, case when ${brands[key as CandidateField]} is null then ${JSON.stringify(value)}::jsonb end`,
  );
  return sql`jsonb_strip_nulls(jsonb_build_object(${sql.join(parts, sql`, `)}))`;
}

/** The API name a written key belongs to: social links and the feed live in company_insights. */
function keptNameOf(key: string): string | undefined {
  if (key === 'socialLinks' || key === 'feedUrl') return 'company_insights';
  if (key === 'newsLastUpdatedAt') return 'recent_news';
  return SPEC_NAMES[key];
}

/**
 * What is left to write once the fields the running analysis keeps are taken out (Re-Analyze keeps
 * what an admin set): neither their value nor their provenance is touched.
 */
function withoutKeptFields(
  fields: AnalyzedFields,
  pending: Partial<Record<CandidateField, FieldProvenance>>,
  kept: ReadonlySet<string>,
) {
  if (kept.size === 0) return { fields, pending };
  const isKept = (key: string) => kept.has(keptNameOf(key) ?? key);
  return {
    fields: Object.fromEntries(Object.entries(fields).filter(([key]) => !isKept(key))) as AnalyzedFields,
    pending: Object.fromEntries(Object.entries(pending).filter(([key]) => !isKept(key))) as Partial<
      Record<CandidateField, FieldProvenance>
    >,
  };
}

/**
 * Writes what a stage found, with where each value came from. A protected brand is never
 * overwritten (spec 001 §4): the update simply matches no row. Returns whether it was written.
 * `pending` records candidates for fields left empty.
 */
export async function writeAnalyzedFields(
  db: Db,
  brandId: string,
  fields: AnalyzedFields,
  provenance: FieldSources,
  options: {
    /** Candidates for fields left empty (written only where the column is still empty). */
    pending?: Partial<Record<CandidateField, FieldProvenance>>;
    /** Provenance of parts of a field, by their API name ('company_insights.social_links.twitter'). */
    parts?: Record<string, FieldProvenance>;
  } = {},
): Promise<boolean> {
  const kept = keptFields();
  const { fields: allowed, pending } = withoutKeptFields(fields, options.pending ?? {}, kept);
  const { socialLinks, feedUrl, ...columns } = allowed;
  const present = Object.entries(columns).filter(([key, v]) => v !== undefined && key !== 'companyInsights');
  const written = [
    ...present.map(([key]) => key),
    ...(columns.companyInsights ? ['companyInsights'] : []),
    ...(socialLinks ? ['socialLinks'] : []),
    ...(feedUrl ? ['feedUrl'] : []),
  ];
  if (written.length === 0 && Object.keys(pending).length === 0) return true;
  const parts = Object.entries(options.parts ?? {}).filter(([name]) => !kept.has(name.split('.')[0] ?? name));
  const sources: Record<string, FieldProvenance> = Object.fromEntries(parts);
  for (const key of written) {
    const name = SPEC_NAMES[key];
    const source = isSingleSource(provenance) ? provenance : provenance[key as keyof AnalyzedFields];
    if (name && source) sources[name] = source;
  }
  const colorsChanged = 'primaryColor' in allowed || 'secondaryColor' in allowed || 'accentColor' in allowed;
  const [current] = colorsChanged
    ? await db
        .select({
          primaryColor: brands.primaryColor,
          secondaryColor: brands.secondaryColor,
          accentColor: brands.accentColor,
        })
        .from(brands)
        .where(eq(brands.id, brandId))
    : [];
  // Social links and the feed live inside company_insights: every write merges into it, so the
  // facts other stages put there (the feed, the profiles) are kept.
  const merged = {
    ...columns.companyInsights,
    ...(socialLinks ? { social_links: socialLinks } : {}),
    ...(feedUrl ? { feed_url: feedUrl } : {}),
  };
  const insights =
    Object.keys(merged).length > 0
      ? {
          companyInsights: sql`coalesce(${brands.companyInsights}, '{}'::jsonb) || ${JSON.stringify(merged)}::jsonb`,
        }
      : {};
  const updated = await db
    .update(brands)
    .set({
      ...Object.fromEntries(present),
      ...insights,
      ...(colorsChanged && current ? { colorFamilies: colorFamiliesOf({ ...current, ...columns }) } : {}),
      provenance: sql`${brands.provenance} || ${pendingProvenance(pending)} || ${JSON.stringify(sources)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(brands.id, brandId), eq(brands.protected, false)))
    .returning({ id: brands.id });
  return updated.length > 0;
}
