import {
  type Candidate,
  type CandidateValue,
  chooseCandidate,
  isConfident,
  MAX_KEPT_CANDIDATES,
} from '../../../domain/extracted-candidate';
import { type FieldProvenance, provenanceOfChoice, unfilledProvenance } from '../../../domain/provenance';
import { colorCandidate, colorFieldsOf } from '../colors/color-fields';
import { readTypography, storeTypography } from '../fonts/read-typography';
import type { Found } from '../identity/page-identity';
import { readBrandSite } from '../identity/read-brand-site';
import { darkPictureVariant } from '../logos/dark-picture';
import { logoCandidateValue } from '../logos/find-logo';
import { findLogoCandidates } from '../logos/logo-candidates';
import { assembleLogoKit, sameStoredLogo, storeLogoKit } from '../logos/logo-kit';
import { currentLogoQuality, storeBrandLogo } from '../logos/store-logo';
import { renderedReading, snapshotOf } from '../render/rendered-inputs';
import { keepScreenshot } from '../render/store-screenshot';
import type { AnalysisRun, StageRunner } from './analysis-context';
import { type AnalyzedFields, type CandidateField, writeAnalyzedFields } from './brand-update';
import { keptFields } from './kept-fields';

/** Mission and vision statements read under a heading, or in an 'our mission is' sentence. */
function statementCandidate(found: Found<string> | null, page: string): Candidate<string>[] {
  if (!found) return [];
  const confidence = /heading/.test(found.method) ? 0.75 : 0.6;
  return [
    {
      value: found.value,
      confidence,
      evidence: { source: found.method, url: found.source ?? page, text: found.value.slice(0, 300) },
    },
  ];
}

/**
 * analyze-brand's identity stage (spec 000 §4, "the analysis call"): tagline, description,
 * keywords, mission, vision and founding year, the colours (unless the brand keeps verified
 * colours) and the logo (when better than the current one), each stored with its evidence and
 * confidence. A field whose candidates are all too unsure stays empty, its candidates kept for an
 * admin. It fails, and with it the analysis, when the site cannot be read or says nothing at all.
 */
export const runIdentityStage: StageRunner = async (run: AnalysisRun) => {
  const site = await run.site();
  const page = site.home.url;
  const keepColors = run.preserveColors || run.brand.hasVerifiedColors;
  const rendered = await run.rendered();
  const reading = await readBrandSite(site, {
    rendered: rendered ? renderedReading(rendered) : null,
    brandName: run.brand.name,
    policy: run.fetchPolicy,
    signal: run.signal,
    colors: !keepColors,
    colorRegistry: run.colorRegistry ?? true,
    logo: true,
    about: true,
  });

  const at = new Date().toISOString();
  const fields: AnalyzedFields = {};
  const sources: Partial<Record<keyof AnalyzedFields, FieldProvenance>> = {};
  const pending: Partial<Record<CandidateField, FieldProvenance>> = {};
  const choose = <K extends keyof AnalyzedFields & string>(
    key: K,
    candidates: readonly Candidate<NonNullable<AnalyzedFields[K]> & CandidateValue>[],
  ) => {
    const { chosen, kept } = chooseCandidate(candidates);
    if (chosen) {
      fields[key] = chosen.value as AnalyzedFields[K];
      sources[key] = provenanceOfChoice(chosen, kept, at);
      return;
    }
    const unfilled = unfilledProvenance(kept, at);
    if (unfilled) pending[key as CandidateField] = unfilled;
  };
  choose('tagline', reading.page.tagline);
  choose('description', reading.page.description);
  choose('keywords', reading.page.keywords ? [reading.page.keywords] : []);
  choose('mission', statementCandidate(reading.about?.mission ?? null, page));
  choose('vision', statementCandidate(reading.about?.vision ?? null, page));
  choose('yearFounded', reading.about?.foundingYears ?? []);

  if (reading.palette?.primary) {
    const colors = colorFieldsOf(reading.palette);
    Object.assign(fields, colors.fields);
    for (const [key, source] of Object.entries(colors.sources))
      sources[key as keyof AnalyzedFields] = { ...source, at };
  } else if (reading.palette) {
    const unfilled = unfilledProvenance(reading.palette.candidates.map(colorCandidate), at);
    if (unfilled) pending.primaryColor = unfilled;
  }

  let logoUrl: string | null = null;
  const logoAlternatives = reading.logoOthers
    .map(logoCandidateValue)
    .filter((c): c is Candidate<string> => c !== null)
    .slice(0, MAX_KEPT_CANDIDATES);
  if (reading.logo && keptFields().has('logo_url')) {
    run.log.info('the logo an admin set is kept: no logo stored');
  } else if (reading.logo) {
    const current = await currentLogoQuality(run.storage, run.fetchPolicy, run.brand.logoUrl, run.signal);
    // Alternatives are kept when the logo is not a sure one, or a surer one could not be used.
    const keep =
      !isConfident(reading.logo.confidence) ||
      logoAlternatives.some((c) => c.confidence > reading.logo!.confidence);
    if (reading.logo.quality > current)
      logoUrl = await storeBrandLogo(
        run.db,
        run.storage,
        run.brand,
        reading.logo,
        keep && logoAlternatives.length > 0 ? { candidates: logoAlternatives } : {},
      );
  } else {
    const unfilled = unfilledProvenance(logoAlternatives, at);
    if (unfilled) pending.logoUrl = unfilled;
  }

  const found = reading.logo;
  const kit = found
    ? await assembleLogoKit({
        logo: found,
        logoUrl: logoUrl ?? (await sameStoredLogo(run.storage, run.brand.logoUrl, found.image)),
        // The page rendered in dark mode, else the dark source of the logo's <picture>.
        darkCandidates: rendered?.dark
          ? findLogoCandidates(snapshotOf(rendered.dark, rendered.url).$, rendered.url, {
              brandName: run.brand.name,
              names: reading.page.names,
              jsonLdLogo: null,
              manifest: reading.manifest,
            })
          : [darkPictureVariant(site.$, page, found.candidate)].filter((c) => c !== null),
        others: reading.logoOthers,
        policy: run.fetchPolicy,
        signal: run.signal,
      })
        .then((files) => storeLogoKit(run.db, run.storage, run.brand, files))
        .catch((error: unknown) => {
          run.log.warn({ err: (error as Error).message }, 'the logo kit could not be made');
          return [];
        })
    : [];

  const typography = rendered
    ? await storeTypography(run.db, run.storage, run.brand.id, readTypography(rendered)).catch(
        (error: unknown) => {
          run.log.warn({ err: (error as Error).message }, 'the typefaces could not be kept');
          return [];
        },
      )
    : [];

  const foundSomething = Object.keys(fields).length > 0 || reading.logo !== null;
  if (!foundSomething) {
    throw new Error(
      `Nothing about the brand could be read from ${page}: the page states no description, tagline, colours or logo`,
    );
  }
  await writeAnalyzedFields(run.db, run.brand.id, fields, sources, { pending });
  const screenshot = rendered?.screenshot
    ? await keepScreenshot(run.db, run.storage, run.brand, rendered.screenshot, rendered.url).catch(
        (error: unknown) => {
          run.log.warn({ err: (error as Error).message }, 'the rendered screenshot could not be kept');
          return null;
        },
      )
    : null;
  run.log.info(
    {
      fields: Object.keys(fields),
      logo: logoUrl ? reading.logo?.method : null,
      colors: reading.palette ? (reading.palette.monochrome ? 'monochrome' : 'chromatic') : 'kept',
      brandImage: screenshot ? 'the rendered first screen' : null,
      typography: typography.map((f) => `${f.role}: ${f.family} (${f.source}, ${f.licence})`),
      logoKit: kit.map((e) => `${e.role} for ${e.ground}${e.derived ? ' (derived)' : ''} ${e.file_type}`),
    },
    'identity read',
  );
};
