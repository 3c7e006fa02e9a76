import { scoreArchetype } from '../../../domain/archetype-lexicon';
import { parseArchetype } from '../../../domain/archetypes';
import { advantagesOf, targetAudienceOf } from '../../../domain/market-position';
import { scorePricing } from '../../../domain/price-cues';
import { type Archetype, PRICING_STRATEGIES, type PricingStrategy } from '../../../domain/taxonomy';
import type { Db } from '../../db/client';
import type { BrandRow } from '../../db/schema';
import { AppError } from '../../errors';
import { foundedYearOf, organizationsOf } from '../insights/company-insights';
import { readSitePages } from '../insights/site-pages';
import { findSocialLinks } from '../people/social-links';
import type { AnalysisRun } from '../pipeline/analysis-context';
import { writeAnalyzedFields } from '../pipeline/brand-update';
import {
  coordinatesOf,
  heuristicPositioning,
  marketPositionOf,
  type PositioningFacts,
} from './build-positioning';
import { findCatalogueSegment } from './find-competitors';
import { type LlmPositioning, type PositioningPrompt, positioningFromModel } from './llm-positioning';
import { brandVoiceText, valuePropositionOf } from './site-text';

export interface BrandPositioning {
  /** Null when the text decides no archetype: the stored one is kept. */
  archetype: Archetype | null;
  /** Null when the text decides no pricing: the stored one is kept. */
  pricingStrategy: PricingStrategy | null;
  competitivePositioning: Record<string, unknown>;
  competitors: string[];
  /** 'heuristics' or 'llm:{model}'. */
  method: string;
  /** The home page read (with its about page when it has one). */
  source: string;
  readAboutPage: boolean;
}

type PositioningRun = Pick<AnalysisRun, 'brand' | 'db' | 'fetchPolicy' | 'signal' | 'site' | 'llm' | 'log'>;

/** Below this much text a model would only be guessing, so it is not asked. */
export const MODEL_MIN_TEXT_CHARS = 200;

/** The model's positioning, or null when none is configured, the text is too thin, or it fails. */
async function modelPositioning(
  run: PositioningRun,
  prompt: PositioningPrompt,
): Promise<LlmPositioning | null> {
  if (!run.llm || prompt.siteText.length < MODEL_MIN_TEXT_CHARS) return null;
  try {
    return await positioningFromModel(run.llm, prompt, run.signal);
  } catch (error) {
    run.log.warn(
      { err: (error as Error).message },
      'the model could not position the brand: heuristics used',
    );
    return null;
  }
}

const asPricing = (value: unknown): PricingStrategy | null =>
  PRICING_STRATEGIES.find((p) => p === value) ?? null;

/**
 * analyze-positioning: archetype, pricing strategy, competitive positioning and competitors, from
 * the home and about pages. With a model configured, the positioning and its descriptive fields
 * come from the model and fall back to the heuristics on any failure; coordinates, quadrant and
 * competitors always come from the spec's scores and the catalogue.
 */
export async function analyzePositioning(run: PositioningRun): Promise<BrandPositioning> {
  const { brand } = run;
  const home = await run.site();
  const about = (await readSitePages(run, [home], 'about'))[0] ?? null;
  const pages = about ? [home, about] : [home];
  const text = pages.map(brandVoiceText).join('. ');
  const source = home.home.url;
  const readAboutPage = about !== null;

  const voice = scoreArchetype(text);
  const price = scorePricing(text, brand.industry);
  const organizations = organizationsOf(pages.flatMap((p) => p.jsonLd));
  const yearFounded = brand.yearFounded ?? foundedYearOf(organizations, [text]);
  const socialNetworks = Object.keys(findSocialLinks(home.$, home.jsonLd, home.home.url, brand.name));
  const facts: PositioningFacts = {
    name: brand.name,
    industry: brand.industry,
    archetype: voice.archetype ?? parseArchetype(brand.archetype),
    pricing: price.strategy ?? asPricing(brand.pricingStrategy),
    yearFounded,
    annualRevenue: brand.annualRevenue,
    brandEquityValue: brand.brandEquityValue,
    socialNetworks,
    audience: targetAudienceOf(text),
    valueProposition: valuePropositionOf(home, brand.tagline),
    advantages: advantagesOf(text),
    showsPrices: price.medianUsd !== null,
  };

  const model = await modelPositioning(run, {
    name: brand.name,
    industry: brand.industry,
    yearFounded,
    prices: price.cues.filter((c) => c.kind === 'amount').map((c) => c.text),
    siteText: text,
  });
  if (model && run.llm) {
    const segment = await findCatalogueSegment(run.db, brand, model.pricing_strategy);
    const { archetype_confidence, pricing_confidence, ...described } = model;
    const method = `llm:${run.llm.model}`;
    return {
      archetype: model.archetype,
      pricingStrategy: model.pricing_strategy,
      competitors: segment.competitors,
      competitivePositioning: {
        ...described,
        ...coordinatesOf({ ...facts, pricing: model.pricing_strategy }),
        market_position: marketPositionOf(model.pricing_strategy, brand.industry),
        archetype_confidence,
        pricing_confidence,
        method,
      },
      method,
      source,
      readAboutPage,
    };
  }

  if (!voice.archetype && !price.strategy) {
    const host = new URL(home.home.url).hostname.replace(/^www\./, '');
    throw new AppError('UNPROCESSABLE', `The text of ${host} says too little to position the brand`);
  }
  const segment = await findCatalogueSegment(run.db, brand, facts.pricing);
  return {
    archetype: voice.archetype,
    pricingStrategy: price.strategy,
    competitors: segment.competitors,
    competitivePositioning: heuristicPositioning(facts, voice, price, segment),
    method: 'heuristics',
    source,
    readAboutPage,
  };
}

/**
 * Stores the positioning in one transaction, each field with its own method (archetype and pricing
 * only when decided); false when the brand is protected.
 */
export async function saveBrandPositioning(
  db: Db,
  brand: Pick<BrandRow, 'id' | 'industry'>,
  result: BrandPositioning,
  provenance: AnalysisRun['provenance'],
): Promise<boolean> {
  const pages = result.readAboutPage ? 'home and about pages' : 'home page';
  const by = (heuristic: string) =>
    provenance(
      result.method === 'heuristics'
        ? `${heuristic} over the ${pages}`
        : `${result.method} over the ${pages}`,
      result.source,
    );
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    let saved = true;
    if (result.archetype) {
      saved &&= await writeAnalyzedFields(
        t,
        brand.id,
        { archetype: result.archetype },
        by('archetype lexicon'),
      );
    }
    if (result.pricingStrategy) {
      saved &&= await writeAnalyzedFields(
        t,
        brand.id,
        { pricingStrategy: result.pricingStrategy },
        by('price cues'),
      );
    }
    saved &&= await writeAnalyzedFields(
      t,
      brand.id,
      { competitivePositioning: result.competitivePositioning },
      by('positioning heuristics'),
    );
    saved &&= await writeAnalyzedFields(
      t,
      brand.id,
      { competitors: result.competitors },
      provenance(
        'catalogue brands of the same industry at a near price position',
        `/api/brands?industry=${encodeURIComponent(brand.industry ?? '')}`,
      ),
    );
    return saved;
  });
}
