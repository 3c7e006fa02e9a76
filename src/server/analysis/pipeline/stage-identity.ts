import type { FieldProvenance } from '../../../domain/provenance';
import { colorFieldsOf } from '../colors/color-fields';
import type { Found } from '../identity/page-identity';
import { readBrandSite } from '../identity/read-brand-site';
import { currentLogoQuality, storeBrandLogo } from '../logos/store-logo';
import type { AnalysisRun, StageRunner } from './analysis-context';
import { type AnalyzedFields, writeAnalyzedFields } from './brand-update';

/**
 * analyze-brand's identity stage (spec 000 §4, "the analysis call"): tagline, description,
 * keywords, mission, vision and founding year, the colours (unless the brand keeps verified
 * colours) and the logo (when better than the current one), each stored with where it was found.
 * It fails, and with it the analysis, when the site cannot be read or says nothing at all.
 */
export const runIdentityStage: StageRunner = async (run: AnalysisRun) => {
  const site = await run.site();
  const page = site.home.url;
  const keepColors = run.preserveColors || run.brand.hasVerifiedColors;
  const reading = await readBrandSite(site, {
    brandName: run.brand.name,
    policy: run.fetchPolicy,
    signal: run.signal,
    colors: !keepColors,
    logo: true,
    about: true,
  });

  const fields: AnalyzedFields = {};
  const sources: Partial<Record<keyof AnalyzedFields, FieldProvenance>> = {};
  const set = <K extends keyof AnalyzedFields>(
    key: K,
    found: Found<NonNullable<AnalyzedFields[K]>> | null,
  ) => {
    if (!found) return;
    fields[key] = found.value as AnalyzedFields[K];
    sources[key] = run.provenance(found.method, found.source ?? page);
  };
  set('tagline', reading.page.tagline);
  set('description', reading.page.description);
  set('keywords', reading.page.keywords);
  set('mission', reading.about?.mission ?? null);
  set('vision', reading.about?.vision ?? null);
  const foundingYear = reading.organization?.foundingYear;
  set(
    'yearFounded',
    foundingYear
      ? { value: foundingYear, method: 'JSON-LD Organization.foundingDate' }
      : (reading.about?.foundedYear ?? null),
  );

  if (reading.palette?.primary) {
    const colors = colorFieldsOf(reading.palette);
    Object.assign(fields, colors.fields);
    for (const [key, source] of Object.entries(colors.sources)) {
      sources[key as keyof AnalyzedFields] = run.provenance(source.method, source.source);
    }
  }

  let logoUrl: string | null = null;
  if (reading.logo) {
    const current = await currentLogoQuality(run.storage, run.fetchPolicy, run.brand.logoUrl, run.signal);
    if (reading.logo.quality > current)
      logoUrl = await storeBrandLogo(run.db, run.storage, run.brand, reading.logo);
  }

  const foundSomething = Object.keys(fields).length > 0 || reading.logo !== null;
  if (!foundSomething) {
    throw new Error(
      `Nothing about the brand could be read from ${page}: the page states no description, tagline, colours or logo`,
    );
  }
  await writeAnalyzedFields(run.db, run.brand.id, fields, sources);
  run.log.info(
    {
      fields: Object.keys(fields),
      logo: logoUrl ? reading.logo?.method : null,
      colors: reading.palette ? (reading.palette.monochrome ? 'monochrome' : 'chromatic') : 'kept',
    },
    'identity read',
  );
};
