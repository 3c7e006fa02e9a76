import type { CheerioAPI } from 'cheerio';
import type { Candidate } from '../../../domain/extracted-candidate';
import { domainLabel, nameKeys } from '../extract/brand-names';
import { isPlaceholderText } from '../extract/default-texts';
import { candidate, elementEvidence } from '../extract/evidence';
import { isHomePage } from '../extract/page-kind';
import type { JsonLdNode } from '../pipeline/site-snapshot';
import type { OrganizationFacts } from './json-ld-organization';
import { isOrganization } from './organization-kinds';
import { splitAtName, taglineCandidates } from './tagline-candidates';

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
  /** Comparable keys of every name the brand goes by on the page (nameKeys). */
  names: string[];
  /** Every place the page states the brand's line, each with its confidence and evidence. */
  tagline: Candidate<string>[];
  description: Candidate<string>[];
  keywords: Candidate<string[]> | null;
}

const MAX_DESCRIPTION = 1_000;
const MAX_KEYWORDS = 15;

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

/** The page's descriptions: its meta description (several that disagree count less), Open Graph, Twitter, JSON-LD. */
function descriptionCandidates($: CheerioAPI, jsonLd: JsonLdNode[], pageUrl: string): Candidate<string>[] {
  const found: Candidate<string>[] = [];
  const metas = $('meta[name="description" i]')
    .toArray()
    .map((element) => ({ element, text: cleanText($(element).attr('content'), MAX_DESCRIPTION) }))
    .filter((m): m is { element: (typeof m)['element']; text: string } => m.text !== null);
  const distinct = new Set(metas.map((m) => m.text)).size;
  for (const { element, text } of metas) {
    const evidence = elementEvidence($, element, {
      source: 'meta description',
      url: pageUrl,
      attribute: 'content',
      text,
    });
    found.push(candidate(text, distinct > 1 ? 0.6 : 0.9, evidence));
  }
  // Open Graph and Twitter tags are written together for sharing: a copy does not count twice.
  let shared: string | null = null;
  for (const [selector, source, confidence] of [
    ['meta[property="og:description" i]', 'og:description meta tag', 0.85],
    ['meta[name="twitter:description" i]', 'twitter:description meta tag', 0.7],
  ] as const) {
    const element = $(selector).first();
    const text = cleanText(element.attr('content'), MAX_DESCRIPTION);
    if (text === shared) continue;
    shared ??= text;
    if (text)
      found.push(
        candidate(
          text,
          confidence,
          elementEvidence($, element, { source, url: pageUrl, attribute: 'content', text }),
        ),
      );
  }
  for (const node of jsonLd) {
    if (!isOrganization(node) && !/WebSite/i.test(String(node['@type']))) continue;
    const text = cleanText(typeof node.description === 'string' ? node.description : null, MAX_DESCRIPTION);
    const type = Array.isArray(node['@type']) ? node['@type'].join(',') : String(node['@type']);
    if (text)
      found.push(candidate(text, 0.75, { source: `JSON-LD ${type}.description`, url: pageUrl, text }));
  }
  return found.filter((c) => !isPlaceholderText(c.value));
}

/**
 * Name, tagline, description and keywords as the site states them in its meta tags, Open Graph
 * tags, title, chrome and JSON-LD, each as candidates with their confidence and evidence; the
 * pipeline chooses. A field the site does not state has no candidate.
 */
export function readPageIdentity(
  $: CheerioAPI,
  organization: OrganizationFacts | null,
  brandName: string,
  page: { url: string; jsonLd: JsonLdNode[]; isHome?: boolean },
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
  const names = nameKeys([brandName, organization?.name, domainLabel(page.url)]);
  // A site name holding its line ('H-E-B | Here Everything's Better') names the brand by its first part only.
  for (const value of [siteName, applicationName]) {
    if (!value) continue;
    const split = splitAtName(value, names);
    names.push(...nameKeys([split ? split.name : value]).filter((k) => !names.includes(k)));
  }
  const tagline = taglineCandidates($, {
    pageUrl: page.url,
    names,
    isHome: page.isHome ?? isHomePage($, page.url),
    jsonLd: page.jsonLd,
  });

  const metaKeywords = splitKeywords(meta($, 'meta[name="keywords" i]'));
  const ldKeywords = organization?.keywords ?? [];
  const keywordList = uniqueKeywords([...metaKeywords, ...ldKeywords]);
  const keywords =
    keywordList.length > 0
      ? candidate(keywordList, 0.8, {
          source:
            metaKeywords.length > 0 && ldKeywords.length > 0
              ? 'keywords meta tag and JSON-LD keywords'
              : metaKeywords.length > 0
                ? 'keywords meta tag'
                : 'JSON-LD keywords',
          url: page.url,
        })
      : null;

  return { name, names, tagline, description: descriptionCandidates($, page.jsonLd, page.url), keywords };
}
