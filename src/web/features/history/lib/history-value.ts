import { archetypeContentOf } from '@/domain/archetypes';
import type { PublicBrandField } from '@/domain/brand-fields';
import { normalizeHex } from '@/domain/hex';
import { formatMoney, formatPercent } from '@/domain/money';
import { pricingPositionLabel } from '@/domain/taxonomy';
import { asHttpUrl, asRecord, asText } from '@/web/lib/read-json';

/** A kept value of a brand field, in the form a reader takes it in. */
export type HistoryValue =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'pairs'; pairs: { label: string; value: string }[] }
  | { kind: 'colors'; colors: { hex: string; name: string | null }[] }
  | { kind: 'image'; src: string; alt: string };

export interface HistoryContext {
  brandName: string;
  /** The currency the brand reports its revenue in (the Facts card's). */
  revenueCurrency?: string;
}

/** Text longer than this is shown cut, with a way to read it whole. */
export const PREVIEW_CHARS = 160;
/** Lists and pairs longer than this show their first items, with a way to see the rest. */
export const PREVIEW_ITEMS = 4;

const NONE: HistoryValue = { kind: 'none' };

/** Keys of the stored structures as people write them; others are spelt out from the key. */
const KEY_LABELS: Record<string, string> = {
  employee_count: 'Employees',
  founded_year: 'Founded',
  headquarters: 'Headquarters',
  social_links: 'Social links',
  linkedin: 'LinkedIn',
  twitter: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  ceo: 'CEO',
  usp: 'Unique selling point',
};

function keyLabel(key: string): string {
  const known = KEY_LABELS[key.toLowerCase()];
  if (known) return known;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Any JSON value as one line of words: numbers grouped (years kept as they are), yes and no. */
function readable(value: unknown, key = ''): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return /year/i.test(key) ? String(value) : grouped.format(value);
  }
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const items = value.map((item) => itemText(item)).filter((item): item is string => item !== null);
    return items.length > 0 ? items.join(', ') : null;
  }
  const record = asRecord(value);
  if (!record) return null;
  const parts = pairsOf(record).map((pair) => `${pair.label}: ${pair.value}`);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** An item of a list: text as it is, an object by its name or title, else its fields. */
function itemText(item: unknown): string | null {
  const record = asRecord(item);
  if (!record) return readable(item);
  return asText(record.name) ?? asText(record.title) ?? asText(record.headline) ?? readable(record);
}

function pairsOf(record: Record<string, unknown>): { label: string; value: string }[] {
  return Object.entries(record).flatMap(([key, value]) => {
    const shown = readable(value, key);
    return shown === null ? [] : [{ label: keyLabel(key), value: shown }];
  });
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

const textOf = (value: unknown): HistoryValue => {
  const text = readable(value);
  return text === null ? NONE : { kind: 'text', text };
};

const listOf = (items: (string | null)[]): HistoryValue => {
  const kept = items.filter((item): item is string => item !== null && item !== '');
  return kept.length > 0 ? { kind: 'list', items: kept } : NONE;
};

const pairsValue = (value: unknown, format: (v: unknown, key: string) => string | null = readable) => {
  const record = asRecord(value);
  if (!record) return textOf(value);
  const pairs = Object.entries(record).flatMap(([key, v]) => {
    const shown = format(v, key);
    return shown === null ? [] : [{ label: keyLabel(key), value: shown }];
  });
  return pairs.length > 0 ? ({ kind: 'pairs', pairs } as const) : NONE;
};

function colorsOf(hexes: unknown[], names: Record<string, unknown> = {}): HistoryValue {
  const colors = hexes.flatMap((raw) => {
    const hex = typeof raw === 'string' ? normalizeHex(raw) : null;
    return hex ? [{ hex, name: asText(names[raw as string]) ?? asText(names[hex]) }] : [];
  });
  return colors.length > 0 ? { kind: 'colors', colors } : textOf(hexes);
}

/** A picture's address we may show: one of ours (/files/…) or an http(s) one. */
function imageSrc(value: unknown): string | null {
  const text = asText(value);
  if (text?.startsWith('/files/') && !text.includes('..')) return text;
  return asHttpUrl(value);
}

/**
 * A kept value of a field as a reader takes it in (never as stored JSON): people as 'Name, Title',
 * insights as labelled pairs, money as the Facts card writes it, yes/no and verified as words,
 * pricing positions and archetypes by their labels, colours as hex, pictures as pictures, and
 * nothing as 'none'.
 */
export function historyValue(field: PublicBrandField, value: unknown, context: HistoryContext): HistoryValue {
  if (isEmpty(value)) return NONE;
  switch (field) {
    case 'annual_revenue':
    case 'brand_equity_value': {
      const currency = field === 'annual_revenue' ? context.revenueCurrency : undefined;
      const money = typeof value === 'number' ? formatMoney(value, currency) : null;
      return money ? { kind: 'text', text: money } : textOf(value);
    }
    case 'year_founded':
      return { kind: 'text', text: String(value) };
    case 'pricing_strategy':
      return textOf(pricingPositionLabel(asText(value)));
    case 'archetype': {
      const text = asText(value);
      return textOf(archetypeContentOf(text)?.name ?? text);
    }
    case 'has_blue_badge':
    case 'has_verified_colors':
      return typeof value === 'boolean'
        ? { kind: 'text', text: value ? 'Verified' : 'Not verified' }
        : textOf(value);
    case 'primary_color':
    case 'secondary_color':
    case 'accent_color':
      return colorsOf([value]);
    case 'color_palette':
      return Array.isArray(value) ? colorsOf(value) : textOf(value);
    case 'ai_color_names': {
      const record = asRecord(value);
      return record ? colorsOf(Object.keys(record), record) : textOf(value);
    }
    case 'logo_url':
    case 'brand_image_url': {
      const src = imageSrc(value);
      const what = field === 'logo_url' ? 'logo' : 'brand image';
      return src ? { kind: 'image', src, alt: `${context.brandName} ${what}` } : textOf(value);
    }
    case 'key_people':
      return Array.isArray(value)
        ? listOf(
            value.map((raw) => {
              const person = asRecord(raw);
              if (!person) return asText(raw);
              const name = asText(person.name);
              const title = asText(person.title);
              return name && title ? `${name}, ${title}` : (name ?? title);
            }),
          )
        : textOf(value);
    case 'recent_news':
      return Array.isArray(value) ? listOf(value.map(itemText)) : textOf(value);
    case 'fonts':
      return Array.isArray(value)
        ? listOf([...new Set(value.map((raw) => asText(asRecord(raw)?.family) ?? itemText(raw)))])
        : textOf(value);
    case 'brand_awareness_metrics':
      return pairsValue(value, (v, key) => (typeof v === 'number' ? formatPercent(v) : readable(v, key)));
    case 'company_insights':
    case 'competitive_positioning':
      return pairsValue(value);
    default:
      return textOf(value);
  }
}

/** Text cut near `max` characters, at a word where one is close. */
function cut(text: string, max = PREVIEW_CHARS): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

/**
 * The value as first shown: long text cut, lists and pairs to their first items (long values cut
 * too); null when the value is short enough to be shown whole.
 */
export function previewOf(value: HistoryValue): HistoryValue | null {
  switch (value.kind) {
    case 'text':
      return value.text.length > PREVIEW_CHARS ? { kind: 'text', text: cut(value.text) } : null;
    case 'list': {
      const long =
        value.items.length > PREVIEW_ITEMS || value.items.some((item) => item.length > PREVIEW_CHARS);
      return long
        ? { kind: 'list', items: value.items.slice(0, PREVIEW_ITEMS).map((item) => cut(item)) }
        : null;
    }
    case 'pairs': {
      const long =
        value.pairs.length > PREVIEW_ITEMS || value.pairs.some((pair) => pair.value.length > PREVIEW_CHARS);
      return long
        ? {
            kind: 'pairs',
            pairs: value.pairs.slice(0, PREVIEW_ITEMS).map((pair) => ({ ...pair, value: cut(pair.value) })),
          }
        : null;
    }
    default:
      return null;
  }
}
