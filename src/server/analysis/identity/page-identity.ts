import type { CheerioAPI } from 'cheerio';
import { normalizeBrandName } from '../../../domain/duplicate';
import type { OrganizationFacts } from './json-ld-organization';

/** A value read from the site with where on the page it was found. */
export interface Found<T> {
  value: T;
  /** How it was read, for provenance ('meta description', 'JSON-LD Organization.slogan'...). */
  method: string;
  /** The page it was read on, when not the home page. */
  source?: string;
}

export interface PageIdentity {
  name: Found<string> | null;
  tagline: Found<string> | null;
  description: Found<string> | null;
  keywords: Found<string[]> | null;
}

const MAX_TAGLINE = 140;
const MAX_DESCRIPTION = 1_000;
const MAX_KEYWORDS = 15;
/** Separators sites put between the brand's name and its line in a title. */
const TITLE_SEPARATORS = /\s+[|–—·•»-]\s+|\s*[|–—·•»]\s*|:\s+/;
/** Generic page titles that are not a tagline. */
const GENERIC_TITLES = /^(home|homepage|home page|welcome|official (web)?site|index|start)$/i;

export function cleanText(value: string | undefined | null, max: number): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > max * 0.6 ? lastSpace : max).trimEnd()}…`;
}

function meta($: CheerioAPI, selector: string): string | null {
  const content = $(selector).first().attr('content');
  return cleanText(content, 5_000);
}

function isNameOf(segment: string, names: string[]): boolean {
  const key = normalizeBrandName(segment);
  return (
    key !== '' &&
    names.some((n) => n !== '' && (key === n || key === `${n}com` || key.startsWith(`${n}official`)))
  );
}

/**
 * The tagline hidden in a title such as 'Acme — Tools for makers': the segment that is not the
 * brand's name. A title that is only the name, or only 'Home', has no tagline.
 */
export function taglineFromTitle(title: string | null, names: string[]): string | null {
  if (!title) return null;
  const keys = names.map(normalizeBrandName);
  const segments = title
    .split(TITLE_SEPARATORS)
    .map((s) => s.trim())
    .filter(Boolean);
  if (segments.length < 2) return null;
  const rest = segments.filter((s) => !isNameOf(s, keys) && !GENERIC_TITLES.test(s));
  if (rest.length !== 1 || rest.length === segments.length) return null;
  const [tagline] = rest;
  return tagline && tagline.length <= MAX_TAGLINE ? tagline : null;
}

function splitKeywords(value: string | null): string[] {
  return (value ?? '')
    .split(/[,;]/)
    .map((k) => k.replace(/\s+/g, ' ').trim())
    .filter((k) => k.length > 1 && k.length <= 60);
}

function uniqueKeywords(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out.slice(0, MAX_KEYWORDS);
}

/**
 * Name, tagline, description and keywords as the site states them in its meta tags, Open Graph
 * tags, title and JSON-LD. Each comes with the place it was read; a field the site does not state
 * stays null.
 */
export function readPageIdentity(
  $: CheerioAPI,
  organization: OrganizationFacts | null,
  brandName: string,
): PageIdentity {
  const siteName = meta($, 'meta[property="og:site_name" i]');
  const applicationName = meta($, 'meta[name="application-name" i]');
  const name: Found<string> | null = siteName
    ? { value: siteName, method: 'og:site_name meta tag' }
    : organization?.name
      ? { value: organization.name, method: 'JSON-LD Organization.name' }
      : applicationName
        ? { value: applicationName, method: 'application-name meta tag' }
        : null;

  const names = [brandName, name?.value ?? '', organization?.name ?? ''];
  const title = cleanText($('head > title').first().text() || $('title').first().text(), 500);
  const ogTitle = meta($, 'meta[property="og:title" i]');
  const slogan = cleanText(organization?.slogan, MAX_TAGLINE);
  const fromTitle = taglineFromTitle(title, names);
  const fromOgTitle = taglineFromTitle(ogTitle, names);
  const tagline: Found<string> | null = slogan
    ? { value: slogan, method: 'JSON-LD Organization.slogan' }
    : fromTitle
      ? { value: fromTitle, method: 'page title' }
      : fromOgTitle
        ? { value: fromOgTitle, method: 'og:title meta tag' }
        : null;

  const descriptions: [string | null, string][] = [
    [meta($, 'meta[name="description" i]'), 'meta description'],
    [meta($, 'meta[property="og:description" i]'), 'og:description meta tag'],
    [meta($, 'meta[name="twitter:description" i]'), 'twitter:description meta tag'],
    [organization?.description ?? null, 'JSON-LD Organization.description'],
  ];
  const [descriptionText, descriptionMethod] = descriptions.find(([value]) => value) ?? [null, ''];
  const description = descriptionText
    ? { value: cleanText(descriptionText, MAX_DESCRIPTION)!, method: descriptionMethod }
    : null;

  const metaKeywords = splitKeywords(meta($, 'meta[name="keywords" i]'));
  const ldKeywords = organization?.keywords ?? [];
  const keywordList = uniqueKeywords([...metaKeywords, ...ldKeywords]);
  const keywords: Found<string[]> | null =
    keywordList.length > 0
      ? {
          value: keywordList,
          method:
            metaKeywords.length > 0 && ldKeywords.length > 0
              ? 'keywords meta tag and JSON-LD keywords'
              : metaKeywords.length > 0
                ? 'keywords meta tag'
                : 'JSON-LD keywords',
        }
      : null;

  return { name, tagline, description, keywords };
}
