import { httpAddress } from '../../../domain/http-address';
import type { JsonLdNode } from '../pipeline/site-snapshot';
import { isListedOrganization, isOrganization } from './organization-kinds';

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
  return httpAddress(value, base)?.toString() ?? null;
}

type NodeIndex = Map<string, Record<string, unknown>>;

const idKey = (id: string, base: string) => {
  try {
    return new URL(id, base).toString();
  } catch {
    return id;
  }
};

/** The page's nodes by their @id, nested ones too, to follow a reference ({"@id": "…#logo"}). */
function indexById(
  nodes: readonly unknown[],
  base: string,
  index: NodeIndex = new Map(),
  depth = 0,
): NodeIndex {
  if (depth > 4) return index;
  for (const node of nodes) {
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      indexById(node, base, index, depth + 1);
      continue;
    }
    const o = node as Record<string, unknown>;
    const id = o['@id'];
    // The same @id may appear as a bare reference and as the full node: the fuller one is kept.
    const known = typeof id === 'string' ? index.get(idKey(id, base)) : undefined;
    if (typeof id === 'string' && Object.keys(o).length > Object.keys(known ?? { '@id': id }).length)
      index.set(idKey(id, base), o);
    indexById(Object.values(o), base, index, depth + 1);
  }
  return index;
}

/** An @id that is itself an image file's address names the image. */
const IMAGE_FILE = /\.(svg|png|jpe?g|gif|webp|avif)$/i;

/**
 * The address of an image given as a URL, as an ImageObject (url, contentUrl), or as a reference
 * to a node elsewhere on the page ({"@id": "…#logo"}), followed once.
 */
function imageUrl(value: unknown, base: string, index: NodeIndex, followed = false): string | null {
  if (Array.isArray(value)) return imageUrl(value[0], base, index, followed);
  if (typeof value === 'string') {
    const target = followed ? undefined : index.get(idKey(value, base));
    return target ? imageUrl(target, base, index, true) : absolute(value, base);
  }
  if (!value || typeof value !== 'object') return null;
  const o = value as Record<string, unknown>;
  const direct = text(o.url ?? o.contentUrl);
  if (direct) return absolute(direct, base);
  const id = text(o['@id']);
  if (!id) return null;
  const target = followed ? undefined : index.get(idKey(id, base));
  if (target) return imageUrl(target, base, index, true);
  // An @id names a node, usually the page's own address with a fragment: not an image unless it is one.
  const url = absolute(id, base);
  return url && !new URL(url).hash && IMAGE_FILE.test(new URL(url).pathname) ? url : null;
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
 * from the page's JSON-LD. A listed organisation kind beats one recognised by its properties; then
 * the richest node wins.
 */
export function readOrganization(nodes: readonly JsonLdNode[], pageUrl: string): OrganizationFacts | null {
  const candidates = nodes.filter(isOrganization);
  if (candidates.length === 0) return null;
  // A listed kind (Organization, Corporation…) is surer than one recognised by its properties.
  const rank = (node: JsonLdNode) => (isListedOrganization(node) ? 1000 : 0) + Object.keys(node).length;
  const node = [...candidates].sort((a, b) => rank(b) - rank(a))[0]!;
  const foundingDate = text(node.foundingDate);
  const keywords = list(node.keywords).flatMap((k) => (typeof k === 'string' ? k.split(',') : []));
  return {
    name: text(node.name),
    description: text(node.description),
    slogan: text(node.slogan),
    url: absolute(text(node.url), pageUrl),
    logo: imageUrl(node.logo, pageUrl, indexById(nodes, pageUrl)),
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
