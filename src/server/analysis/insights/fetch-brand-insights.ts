import { z } from 'zod';
import type { Evidence } from '../../../domain/extracted-candidate';
import type { FieldProvenance } from '../../../domain/provenance';
import type { Db } from '../../db/client';
import type { BrandRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { domainLabel, nameKeys } from '../extract/brand-names';
import { type KeyPerson, mergeKeyPeople, peopleFromJsonLd, peopleFromTeamPage } from '../people/key-people';
import { findSocialLinks } from '../people/social-links';
import type { AnalysisRun } from '../pipeline/analysis-context';
import { writeAnalyzedFields } from '../pipeline/brand-update';
import {
  buildCompanyInsights,
  type CompanyInsights,
  hasInsights,
  mainParagraphs,
  organizationsOf,
} from './company-insights';
import { readSitePages } from './site-pages';

export interface BrandInsights {
  keyPeople: KeyPerson[];
  insights: CompanyInsights;
  /** Where the people were read (the team page, or the page carrying their structured data). */
  peopleSource: string;
  /** Where the facts were read (the about page, else the home page). */
  insightsSource: string;
  /** How the about text was written. */
  aboutMethod: 'about page' | 'llm';
  /** How sure the analyzer is of the people and of the facts, and what they were read from. */
  assessment: {
    people: { confidence: number; evidence: Evidence };
    insights: { confidence: number; evidence: Evidence };
  };
}

/** People named in structured data are the site's own statement; cards on a team page are read by their layout. */
const PEOPLE_CONFIDENCE = { structured: 0.85, cards: 0.6 } as const;
/** Facts with an Organization in structured data behind them, or read from the page text alone. */
const INSIGHTS_CONFIDENCE = { structured: 0.8, text: 0.6 } as const;

type InsightsRun = Pick<AnalysisRun, 'brand' | 'fetchPolicy' | 'signal' | 'site' | 'llm' | 'log'>;

const AboutSchema = z.object({ about: z.string().min(1).max(1200) });
const ABOUT_SOURCE_CHARS = 6_000;

/** The about text in the model's words, from the about page's own prose only; null on any failure. */
async function aboutFromModel(run: InsightsRun, prose: string): Promise<string | null> {
  if (!run.llm || !prose) return null;
  try {
    const answer = await run.llm.completeJson({
      system:
        'You summarise what a company says about itself. Use only facts stated in the text you are given; ' +
        'never add facts, figures or claims. Write two to four plain sentences, at most 80 words, in the third person.',
      user: `Company: ${run.brand.name}\n\nText from its about page:\n${prose.slice(0, ABOUT_SOURCE_CHARS)}`,
      schemaName: 'company_about',
      schema: AboutSchema,
      signal: run.signal,
    });
    return answer.about.trim();
  } catch (error) {
    run.log.warn(
      { err: (error as Error).message },
      'the model could not write the about text: the page prose is used',
    );
    return null;
  }
}

/**
 * fetch-brand-insights: key people from structured data, the team or leadership page and the about
 * page; company facts (about, headquarters, founding year, head count, products, services, social
 * links) from the home and about pages.
 */
export async function fetchBrandInsights(run: InsightsRun): Promise<BrandInsights> {
  const home = await run.site();
  const aboutPages = await readSitePages(run, [home], 'about');
  const about = aboutPages[0] ?? null;
  const teamPages = await readSitePages(run, [home, ...aboutPages], 'team');

  const socialLinks = findSocialLinks(home.$, home.jsonLd, home.home.url, run.brand.name);
  const names = nameKeys([run.brand.name, domainLabel(home.home.url)]);
  const insights = buildCompanyInsights({ home, about, socialLinks, names });
  const fromModel = about ? await aboutFromModel(run, mainParagraphs(about.$).join('\n\n')) : null;
  if (fromModel) insights.about = fromModel;

  const structured = [home, ...aboutPages, ...teamPages].flatMap((page) =>
    peopleFromJsonLd(page.jsonLd, page.home.url),
  );
  const fromPages = [...teamPages, ...aboutPages].map((page) => peopleFromTeamPage(page.$, page.home.url));
  const keyPeople = mergeKeyPeople([structured, ...fromPages], run.brand.name);

  if (keyPeople.length === 0 && !hasInsights(insights)) {
    const host = new URL(home.home.url).hostname.replace(/^www\./, '');
    throw new AppError('UNPROCESSABLE', `No key people or company facts were found on ${host}`);
  }
  const teamWithPeople = teamPages.find((_page, i) => (fromPages[i]?.length ?? 0) > 0);
  const peopleSource = teamWithPeople?.home.url ?? home.home.url;
  const insightsSource = about?.home.url ?? home.home.url;
  const hasOrganization = organizationsOf([home, ...aboutPages].flatMap((p) => p.jsonLd)).length > 0;
  const insightFields = Object.entries(insights)
    .filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0))
    .map(([key]) => key);
  return {
    keyPeople,
    insights,
    peopleSource,
    insightsSource,
    aboutMethod: fromModel ? 'llm' : 'about page',
    assessment: {
      people: {
        confidence: structured.length > 0 ? PEOPLE_CONFIDENCE.structured : PEOPLE_CONFIDENCE.cards,
        evidence: {
          source: structured.length > 0 ? 'JSON-LD Person nodes' : 'team page cards with a job title',
          url: peopleSource,
          text: keyPeople
            .map((p) => (p.title ? `${p.name} (${p.title})` : p.name))
            .join('; ')
            .slice(0, 300),
        },
      },
      insights: {
        confidence: hasOrganization ? INSIGHTS_CONFIDENCE.structured : INSIGHTS_CONFIDENCE.text,
        evidence: {
          source: hasOrganization ? 'JSON-LD Organization and page text' : 'page text',
          url: insightsSource,
          text: `read: ${insightFields.join(', ')}`.slice(0, 300),
        },
      },
    },
  };
}

const assessed = (
  provenance: FieldProvenance,
  assessment: { confidence: number; evidence: Evidence },
): FieldProvenance => ({ ...provenance, ...assessment });

/** Stores key_people and company_insights with insights_last_updated_at, in one transaction. */
export async function saveBrandInsights(
  db: Db,
  brand: Pick<BrandRow, 'id'>,
  result: BrandInsights,
  run: Pick<AnalysisRun, 'provenance' | 'llm'>,
): Promise<{ saved: boolean; updatedAt: Date }> {
  const updatedAt = new Date();
  const insightsMethod =
    result.aboutMethod === 'llm' && run.llm
      ? `structured data and page text; about by llm:${run.llm.model}`
      : 'structured data and page text';
  const saved = await inTransaction(db, async (t) => {
    const people = await writeAnalyzedFields(
      t,
      brand.id,
      { keyPeople: result.keyPeople.map((p) => ({ ...p })) },
      assessed(
        run.provenance('json-ld people and team page cards', result.peopleSource),
        result.assessment.people,
      ),
    );
    const facts = await writeAnalyzedFields(
      t,
      brand.id,
      { companyInsights: { ...result.insights }, insightsLastUpdatedAt: updatedAt },
      assessed(run.provenance(insightsMethod, result.insightsSource), result.assessment.insights),
    );
    return people && facts;
  });
  return { saved, updatedAt };
}
