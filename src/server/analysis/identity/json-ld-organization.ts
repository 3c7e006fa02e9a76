import type { JsonLdNode } from '../pipeline/site-snapshot';

/** The schema.org types that describe the company or brand behind a site. */
const ORGANIZATION_TYPES = new Set(
  [
    'Organization',
    'Corporation',
    'Brand',
    'LocalBusiness',
    'OnlineStore',
    'OnlineBusiness',
    'Store',
    'Restaurant',
    'CafeOrCoffeeShop',
    'NGO',
    'NewsMediaOrganization',
    'SportsOrganization',
    'EducationalOrganization',
    'Airline',
  ].map((t) => t.toLowerCase()),
);

export interface OrganizationFacts {
  name: string | null;
  description: string | null;
  slogan: string | null;
  url: string | null;
  /** Absolute URL of the logo image. */
  logo: string | null;
  foundingDate: string | null;
  foundingYear: number | null;
  founders: string[];
  /** The postal address as one line. */
  address: string | null;
  /** A number or a range as the site states it ('51-200'). */
  numberOfEmployees: string | null;
  sameAs: string[];
  keywords: string[];
}

function typesOf(node: JsonLdNode): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/#:]/, ''));
}

export function isOrganization(node: JsonLdNode): boolean {
  return typesOf(node).some((t) => ORGANIZATION_TYPES.has(t.toLowerCase()));
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim() || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return text(o['@value'] ?? o.name ?? o.value);
  }
  return null;
}

function absolute(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function imageUrl(value: unknown, base: string): string | null {
  if (Array.isArray(value)) return imageUrl(value[0], base);
  if (typeof value === 'string') return absolute(value, base);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return absolute(text(o.url ?? o.contentUrl ?? o['@id']), base);
  }
  return null;
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function addressLine(value: unknown): string | null {
  if (typeof value === 'string') return text(value);
  const first = Array.isArray(value) ? value[0] : value;
  if (!first || typeof first !== 'object') return null;
  const a = first as Record<string, unknown>;
  const country = text(a.addressCountry);
  const parts = [a.streetAddress, a.addressLocality, a.addressRegion, a.postalCode]
    .map(text)
    .concat(country)
    .filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(', ') : null;
}

function employees(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'string') return text(value);
  if (value && typeof value === 'object') {
    const q = value as Record<string, unknown>;
    if (q.value !== undefined) return text(q.value);
    const min = text(q.minValue);
    const max = text(q.maxValue);
    if (min && max) return `${min}-${max}`;
    return min ? `${min}+` : max;
  }
  return null;
}

export function yearOf(date: string | null): number | null {
  const match = date ? /\b(1[0-9]{3}|2[0-9]{3})\b/.exec(date) : null;
  const year = match?.[1] ? Number(match[1]) : null;
  return year && year <= new Date().getFullYear() ? year : null;
}

/**
 * The site's own description of its organisation (schema.org Organization and its kinds), read
 * from the page's JSON-LD. The richest matching node wins when there are several.
 */
export function readOrganization(nodes: readonly JsonLdNode[], pageUrl: string): OrganizationFacts | null {
  const candidates = nodes.filter(isOrganization);
  if (candidates.length === 0) return null;
  const node = [...candidates].sort((a, b) => Object.keys(b).length - Object.keys(a).length)[0]!;
  const foundingDate = text(node.foundingDate);
  const keywords = list(node.keywords).flatMap((k) => (typeof k === 'string' ? k.split(',') : []));
  return {
    name: text(node.name),
    description: text(node.description),
    slogan: text(node.slogan),
    url: absolute(text(node.url), pageUrl),
    logo: imageUrl(node.logo, pageUrl),
    foundingDate,
    foundingYear: yearOf(foundingDate),
    founders: [...list(node.founder), ...list(node.founders)]
      .map(text)
      .filter((f): f is string => Boolean(f)),
    address: addressLine(node.address ?? (node.location as Record<string, unknown> | undefined)?.address),
    numberOfEmployees: employees(node.numberOfEmployees),
    sameAs: list(node.sameAs)
      .map((s) => absolute(text(s), pageUrl))
      .filter((s): s is string => Boolean(s)),
    keywords: keywords.map((k) => k.trim()).filter(Boolean),
  };
}
