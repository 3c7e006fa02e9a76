import type { FieldProvenance } from './provenance';

/**
 * The fields a re-analysis writes, by their API names: what it could overwrite. The name,
 * website, industry, badges, figures and fonts are never written by the analyzer, and the brand
 * image only when there is none.
 */
export const REANALYZED_FIELDS = [
  'tagline',
  'description',
  'mission',
  'vision',
  'keywords',
  'year_founded',
  'logo_url',
  'primary_color',
  'secondary_color',
  'accent_color',
  'color_palette',
  'ai_color_names',
  'archetype',
  'pricing_strategy',
  'competitive_positioning',
  'competitors',
  'recent_news',
  'key_people',
  'company_insights',
] as const;
export type ReanalyzedField = (typeof REANALYZED_FIELDS)[number];

/** How the Re-Analyze dialog names each field. */
export const REANALYZED_FIELD_LABELS: Record<ReanalyzedField, string> = {
  tagline: 'Tagline',
  description: 'Description',
  mission: 'Mission',
  vision: 'Vision',
  keywords: 'Keywords',
  year_founded: 'Year founded',
  logo_url: 'Logo',
  primary_color: 'Primary colour',
  secondary_color: 'Secondary colour',
  accent_color: 'Accent colour',
  color_palette: 'Colour palette',
  ai_color_names: 'Colour names',
  archetype: 'Archetype',
  pricing_strategy: 'Pricing strategy',
  competitive_positioning: 'Competitive positioning',
  competitors: 'Competitors',
  recent_news: 'Recent news',
  key_people: 'Key people',
  company_insights: 'Company insights',
};

export function isReanalyzedField(value: string): value is ReanalyzedField {
  return (REANALYZED_FIELDS as readonly string[]).includes(value);
}

/**
 * Whether a person set the stored value: an admin's edit, upload, pick or revert (source
 * 'admin:{email}'), or a correction an admin accepted.
 */
export function isSetByPerson(entry: FieldProvenance | undefined): boolean {
  if (!entry || entry.unfilled) return false;
  return entry.source.startsWith('admin:') || entry.correction_id !== undefined;
}

/** An admin-set field a re-analysis would overwrite, with who set it and when. */
export interface AdminEditedField {
  field: ReanalyzedField;
  label: string;
  /** 'admin:{email}', or the accepted correction's source. */
  source: string;
  method: string;
  at: string;
}

/**
 * The fields a re-analysis would overwrite although a person set them: what Re-Analyze keeps
 * unless the admin lets it replace them. In REANALYZED_FIELDS order.
 */
export function adminEditedFields(
  provenance: Record<string, FieldProvenance> | null | undefined,
): AdminEditedField[] {
  const entries = provenance ?? {};
  return REANALYZED_FIELDS.flatMap((field) => {
    const entry = entries[field];
    if (!entry || !isSetByPerson(entry)) return [];
    return [
      {
        field,
        label: REANALYZED_FIELD_LABELS[field],
        source: entry.source,
        method: entry.method,
        at: entry.at,
      },
    ];
  });
}
