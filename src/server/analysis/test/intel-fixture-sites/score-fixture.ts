import type { BrandRow } from '../../../db/schema';
import type { IntelTruth } from './fixture-truth';

/** One extracted field compared with the fixture's truth. */
export interface FieldCheck {
  field: string;
  ok: boolean;
  expected: unknown;
  actual: unknown;
}

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (list: unknown) => (Array.isArray(list) ? [...list].map(String).sort() : []);

/**
 * Every field of a fixture's truth checked against the brand as the analyzer stored it: one check
 * per archetype, pricing, quadrant, growth stage, news property, social network, key person and
 * company fact.
 */
export function checkAgainstTruth(brand: BrandRow, truth: IntelTruth, origin: string): FieldCheck[] {
  const checks: FieldCheck[] = [];
  const check = (field: string, expected: unknown, actual: unknown, ok = same(expected, actual)) =>
    checks.push({ field, ok, expected, actual });
  const positioning = record(brand.competitivePositioning);
  const insights = record(brand.companyInsights);

  if (truth.archetype !== undefined) check('archetype', truth.archetype, brand.archetype);
  if (truth.pricing !== undefined) check('pricing_strategy', truth.pricing, brand.pricingStrategy);
  if (truth.quadrant !== undefined) check('quadrant', truth.quadrant, positioning.quadrant);
  if (truth.growthStage !== undefined)
    check('growth_stage', truth.growthStage, positioning.growth_stage ?? null);

  if (truth.news === null) check('recent_news', [], brand.recentNews);
  if (truth.news) {
    const news = brand.recentNews;
    const first = record(news[0]);
    check('recent_news.count', truth.news.count, news.length);
    check(
      'recent_news.titles',
      truth.news.titles,
      news.map((n) => n.title),
    );
    check('recent_news.source', truth.news.source, first.source);
    check('recent_news.url', `${origin}${truth.news.firstPath}`, first.url);
    check('recent_news.publishedAt', truth.news.firstPublishedAt, first.publishedAt);
    check('news_last_updated_at', true, brand.newsLastUpdatedAt !== null);
  }

  if (truth.socialLinks === null) check('social_links', undefined, insights.social_links);
  if (truth.socialLinks) {
    const links = record(insights.social_links);
    for (const [network, url] of Object.entries(truth.socialLinks))
      check(`social_links.${network}`, url, links[network]);
    const extra = Object.keys(links).filter((n) => n !== 'website' && !(n in (truth.socialLinks ?? {})));
    check('social_links.no_other_networks', [], extra);
  }

  if (truth.keyPeople) {
    const people = brand.keyPeople.map(record);
    check('key_people.count', truth.keyPeople.length, people.length);
    for (const expected of truth.keyPeople) {
      const found = people.find((p) => p.name === expected.name);
      check(`key_people.${expected.name}.title`, expected.title, found?.title);
      if (expected.linkedin)
        check(`key_people.${expected.name}.linkedin_url`, expected.linkedin, found?.linkedin_url);
      if (expected.photoPath)
        check(`key_people.${expected.name}.photo_url`, `${origin}${expected.photoPath}`, found?.photo_url);
    }
  }
  if (truth.headquarters !== undefined)
    check('headquarters', truth.headquarters, insights.headquarters ?? null);
  if (truth.foundedYear !== undefined)
    check('founded_year', truth.foundedYear, insights.founded_year ?? null);
  if (truth.employeeCount !== undefined)
    check('employee_count', truth.employeeCount, insights.employee_count ?? null);
  if (truth.products) check('products', sorted(truth.products), sorted(insights.products));
  if (truth.services) check('services', sorted(truth.services), sorted(insights.services));
  if (truth.aboutStartsWith) {
    const about = typeof insights.about === 'string' ? insights.about : '';
    check('about', truth.aboutStartsWith, about.slice(0, 80), about.startsWith(truth.aboutStartsWith));
  }
  return checks;
}
