import type { GrowthStage, PositioningQuadrant } from '../../../../domain/market-position';
import type { Archetype, Industry, PricingStrategy } from '../../../../domain/taxonomy';
import type { FixtureSite } from '../../../test/fixture-server';

/**
 * What a fixture site truly says, written by hand from its pages. A field left out is not
 * asserted; null means the analyzer must find nothing (and must not make anything up).
 */
export interface IntelTruth {
  archetype?: Archetype | null;
  pricing?: PricingStrategy | null;
  quadrant?: PositioningQuadrant;
  growthStage?: GrowthStage | null;
  news?: {
    count: number;
    /** Newest first. */
    titles: string[];
    source: string;
    /** Path of the first item's address on the fixture site. */
    firstPath: string;
    firstPublishedAt: string;
  } | null;
  socialLinks?: Record<string, string> | null;
  keyPeople?: { name: string; title: string; linkedin?: string; photoPath?: string }[];
  headquarters?: string | null;
  foundedYear?: number | null;
  employeeCount?: number | string | null;
  products?: string[];
  services?: string[];
  aboutStartsWith?: string;
}

export interface IntelFixture {
  name: string;
  industry: Industry;
  site: FixtureSite;
  truth: IntelTruth;
}

/** A small HTML page. */
export function page(options: { title: string; head?: string; body: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${options.title}</title>${options.head ?? ''}</head><body>${options.body}</body></html>`;
}

export const xml = (body: string) => ({ type: 'application/rss+xml; charset=utf-8', body });
