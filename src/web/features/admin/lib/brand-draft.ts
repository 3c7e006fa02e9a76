import { z } from 'zod';
import type { Brand } from '@/domain/brand';
import { BrandEditFieldsSchema } from '@/domain/brand-edit';
import { colorEditOf, colorItemsOf, hasInvalidColor } from '@/domain/color-items';
import type { BrandEdit } from '../api/brand-admin';

const textOrNull = (value: string) => value.trim() || null;
const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const withScheme = (url: string) => (url && !/^https?:\/\//i.test(url) ? `https://${url}` : url);
/** The address as it is sent: trimmed, https:// added when no scheme was typed, null when empty. */
const urlOf = (value: string) => textOrNull(withScheme(value.trim()));

/**
 * The brand page's edit mode holds its edits here, locally, until Save Changes (spec 001 §4): the
 * fields as typed, with the messages shown beside them. The name and the address are judged by the
 * server's own field rules (BrandEditFieldsSchema); the year only by its shape, so a year the server
 * refuses (0999) is sent and its refusal shown as a failed save; the colours must all be hex.
 */
export const BrandDraftSchema = z.object({
  name: z
    .string()
    .refine((name) => BrandEditFieldsSchema.shape.name.safeParse(name).success, 'A brand needs a name'),
  tagline: z.string(),
  url: z.string().refine((value) => {
    const url = urlOf(value);
    return url === null || BrandEditFieldsSchema.shape.url.safeParse(url).success;
  }, 'Enter a web address such as https://example.com'),
  description: z.string(),
  mission: z.string(),
  vision: z.string(),
  industry: z.string(),
  archetype: z.string(),
  pricing_strategy: z.string(),
  year_founded: z.string().refine((year) => /^(\d{4})?$/.test(year.trim()), 'A four-digit year'),
  keywords: z.string(),
  competitors: z.string(),
  colors: z
    .array(z.object({ hex: z.string(), name: z.string() }))
    .refine((items) => !hasInvalidColor(items), 'Colours must be # followed by six hex digits'),
});
export type BrandDraft = z.infer<typeof BrandDraftSchema>;

export type DraftProblem = { field: keyof BrandDraft; message: string };

export function draftOf(brand: Brand): BrandDraft {
  return {
    name: brand.name,
    tagline: brand.tagline ?? '',
    url: brand.url ?? '',
    description: brand.description ?? '',
    mission: brand.mission ?? '',
    vision: brand.vision ?? '',
    industry: brand.industry ?? '',
    archetype: brand.archetype ?? '',
    pricing_strategy: brand.pricing_strategy ?? '',
    year_founded: brand.year_founded === null ? '' : String(brand.year_founded),
    keywords: brand.keywords.join(', '),
    competitors: brand.competitors.join(', '),
    colors: colorItemsOf(brand),
  };
}

/** What stops a save: the messages shown beside the fields, in the form's order. */
export function draftProblems(draft: BrandDraft): DraftProblem[] {
  return (BrandDraftSchema.safeParse(draft).error?.issues ?? []).map((issue) => ({
    field: issue.path[0] as keyof BrandDraft,
    message: issue.message,
  }));
}

function sameList(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

function sameNames(a: Record<string, string>, b: Record<string, string>) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Only what the admin changed, in the API's shape; an empty object when nothing changed. */
export function editOf(brand: Brand, draft: BrandDraft): BrandEdit {
  const edit: BrandEdit = {};
  const name = draft.name.trim();
  if (name !== brand.name) edit.name = name;
  for (const field of ['tagline', 'description', 'mission', 'vision'] as const) {
    const value = textOrNull(draft[field]);
    if (value !== brand[field]) edit[field] = value;
  }
  const url = urlOf(draft.url);
  if (url !== brand.url) edit.url = url;
  // The selects offer only the taxonomy's values, which the API takes.
  const industry = textOrNull(draft.industry) as BrandEdit['industry'];
  if ((industry ?? null) !== brand.industry) edit.industry = industry;
  const archetype = textOrNull(draft.archetype) as BrandEdit['archetype'];
  if ((archetype ?? null) !== brand.archetype) edit.archetype = archetype;
  const pricing = (textOrNull(draft.pricing_strategy) as Brand['pricing_strategy']) ?? null;
  if (pricing !== brand.pricing_strategy) edit.pricing_strategy = pricing;
  const year = draft.year_founded.trim() ? Number(draft.year_founded.trim()) : null;
  if (year !== brand.year_founded) edit.year_founded = year;
  const keywords = listOf(draft.keywords);
  if (!sameList(keywords, brand.keywords)) edit.keywords = keywords;
  const competitors = listOf(draft.competitors);
  if (!sameList(competitors, brand.competitors)) edit.competitors = competitors;

  if (!hasInvalidColor(draft.colors)) {
    const colors = colorEditOf(draft.colors);
    const before = colorEditOf(colorItemsOf(brand));
    if (
      colors.primary_color !== before.primary_color ||
      colors.secondary_color !== before.secondary_color ||
      colors.accent_color !== before.accent_color ||
      !sameList(colors.color_palette, before.color_palette) ||
      !sameNames(colors.ai_color_names, before.ai_color_names)
    ) {
      edit.primary_color = colors.primary_color;
      edit.secondary_color = colors.secondary_color;
      edit.accent_color = colors.accent_color;
      edit.color_palette = colors.color_palette;
      edit.ai_color_names = colors.ai_color_names;
    }
  }
  return edit;
}
