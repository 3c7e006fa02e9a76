import { type ArchetypeVerdict, scoreArchetype } from '../../../domain/archetype-lexicon';
import { parseArchetype } from '../../../domain/archetypes';
import { coordinatesOf, marketPositionOf } from '../../../domain/brand-placement';
import type { Candidate, Evidence } from '../../../domain/extracted-candidate';
import { advantagesOf, targetAudienceOf } from '../../../domain/market-position';
import { type PricingVerdict, scorePricing } from '../../../domain/price-cues';
import type { FieldProvenance } from '../../../domain/provenance';
import { type Archetype, PRICING_STRATEGIES, type PricingStrategy } from '../../../domain/taxonomy';
import type { Db } from '../../db/client';
import type { BrandRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { foundedYearOf, organizationsOf } from '../insights/company-insights';
import { readSitePages } from '../insights/site-pages';
import { findSocialLinks } from '../people/social-links';
import type { AnalysisRun } from '../pipeline/analysis-context';
import { writeAnalyzedFields } from '../pipeline/brand-update';
import { heuristicPositioning, type PositioningFacts } from './build-positioning';
import { findCatalogueSegment } from './find-competitors';
import { type LlmPositioning, type PositioningPrompt, positioningFromModel } from './llm-positioning';
import { brandVoiceText, valuePropositionOf } from './site-text';

/** How sure the analyzer is of one decided field, what in the text supports it, and its rivals. */
export interface FieldAssessment {
  confidence: number;
  evidence: Evidence;
  candidates: Candidate<string>[];
}

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
  /** Confidence and evidence of the archetype, the pricing and the positioning as a whole. */
  assessment: {
    archetype: FieldAssessment | null;
    pricing: FieldAssessment | null;
    positioning: FieldAssessment;
  };
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

const round2 = (n: number) => Math.round(n * 100) / 100;
const cueText = (cues: readonly string[]) => cues.slice(0, 8).join(', ').slice(0, 300);

/** The archetype lexicon's verdict as confidence, the cues it counted, and the runner-up archetypes. */
function lexiconAssessment(voice: ArchetypeVerdict, url: string, pages: string): FieldAssessment | null {
  if (!voice.archetype) return null;
  const lead = voice.scores[0]?.hits ?? 1;
  const source = `archetype lexicon over the ${pages}`;
  return {
    confidence: voice.confidence,
    evidence: { source, url, text: `cues: ${cueText(voice.evidence)}` },
    candidates: voice.scores.slice(1, 4).map((rival) => ({
      value: rival.archetype,
      confidence: round2(voice.confidence * (rival.hits / lead)),
      evidence: {
        source,
        url,
        text: `${rival.hits} cue${rival.hits === 1 ? '' : 's'} of ${rival.archetype}`,
      },
    })),
  };
}

/** The price cues' verdict as confidence with the cues themselves. */
function priceAssessment(price: PricingVerdict, url: string, pages: string): FieldAssessment | null {
  if (!price.strategy) return null;
  return {
    confidence: price.confidence,
    evidence: {
      source: `price cues over the ${pages}`,
      url,
      text: `cues: ${cueText(price.cues.map((cue) => cue.text))}`,
    },
    candidates: [],
  };
}

/** What a model's field rests on: the text it was given, with the confidence it stated. */
function modelAssessment(confidence: number, method: string, url: string, pages: string): FieldAssessment {
  return {
    confidence: round2(confidence),
    evidence: {
      source: `${method} over the ${pages}`,
      url,
      text: 'the text of the pages, as the model read it',
    },
    candidates: [],
  };
}

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
  const pageNames = readAboutPage ? 'home and about pages' : 'home page';

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
    annualRevenueCurrency: brand.annualRevenueCurrency,
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
      assessment: {
        archetype: modelAssessment(archetype_confidence, method, source, pageNames),
        pricing: modelAssessment(pricing_confidence, method, source, pageNames),
        positioning: modelAssessment(model.confidence_score, method, source, pageNames),
      },
    };
  }

  if (!voice.archetype && !price.strategy) {
    const host = new URL(home.home.url).hostname.replace(/^www\./, '');
    throw new AppError('UNPROCESSABLE', `The text of ${host} says too little to position the brand`);
  }
  const segment = await findCatalogueSegment(run.db, brand, facts.pricing);
  const competitivePositioning = heuristicPositioning(facts, voice, price, segment);
  const archetype = lexiconAssessment(voice, source, pageNames);
  const pricing = priceAssessment(price, source, pageNames);
  return {
    archetype: voice.archetype,
    pricingStrategy: price.strategy,
    competitors: segment.competitors,
    competitivePositioning,
    method: 'heuristics',
    source,
    readAboutPage,
    assessment: {
      archetype,
      pricing,
      positioning: {
        confidence: competitivePositioning.confidence_score as number,
        evidence: {
          source: `positioning heuristics over the ${pageNames}`,
          url: source,
          text:
            [archetype?.evidence.text, pricing?.evidence.text].filter(Boolean).join('; ') ||
            'the founding year and the catalogue',
        },
        candidates: [],
      },
    },
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
  const by = (heuristic: string, assessed: FieldAssessment | null): FieldProvenance => {
    const base = provenance(
      result.method === 'heuristics'
        ? `${heuristic} over the ${pages}`
        : `${result.method} over the ${pages}`,
      result.source,
    );
    if (!assessed) return base;
    return {
      ...base,
      confidence: assessed.confidence,
      evidence: assessed.evidence,
      ...(assessed.candidates.length > 0 ? { candidates: assessed.candidates } : {}),
    };
  };
  return inTransaction(db, async (t) => {
    let saved = true;
    if (result.archetype) {
      saved &&= await writeAnalyzedFields(
        t,
        brand.id,
        { archetype: result.archetype },
        by('archetype lexicon', result.assessment.archetype),
      );
    }
    if (result.pricingStrategy) {
      saved &&= await writeAnalyzedFields(
        t,
        brand.id,
        { pricingStrategy: result.pricingStrategy },
        by('price cues', result.assessment.pricing),
      );
    }
    saved &&= await writeAnalyzedFields(
      t,
      brand.id,
      { competitivePositioning: result.competitivePositioning },
      by('positioning heuristics', result.assessment.positioning),
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
