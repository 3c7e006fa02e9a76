import { eq, sql } from 'drizzle-orm';
import { type Candidate, MAX_KEPT_CANDIDATES } from '../../../domain/extracted-candidate';
import { HEX_COLOR_PATTERN } from '../../../domain/hex';
import {
  ADMIN_CHOICE_METHOD,
  type FieldProvenance,
  type PickableField,
  type PickCandidate,
} from '../../../domain/provenance';
import { parseArchetype } from '../../../domain/taxonomy';
import { recordAudit } from '../../audit/record-audit';
import type { SessionUser } from '../../auth/session-user';
import { colorFamiliesOf } from '../../brands/derived-fields';
import { type BrandRow, brands } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { MAX_IMAGE_BYTES } from '../../images/prepare-image';
import { politeFetch } from '../../net/fetcher/robots';
import { type FoundLogo, logoQuality, prepareLogo } from '../logos/find-logo';
import { fileAtAddress } from '../logos/sprite-symbol';
import { storeBrandLogo } from '../logos/store-logo';
import type { AnalysisDeps } from '../pipeline/analysis-context';

/** The column behind each pickable field. */
const COLUMNS = {
  tagline: 'tagline',
  description: 'description',
  mission: 'mission',
  vision: 'vision',
  year_founded: 'yearFounded',
  primary_color: 'primaryColor',
  logo_url: 'logoUrl',
  archetype: 'archetype',
} as const satisfies Record<PickableField, keyof BrandRow>;

const TEXT_LIMITS: Partial<Record<PickableField, number>> = {
  tagline: 300,
  description: 5_000,
  mission: 2_000,
  vision: 2_000,
};

const unusable = (why: string) => new AppError('UNPROCESSABLE', `This candidate cannot be used: ${why}`);

/** The candidate's value as the column takes it, or a clear refusal (a stored provenance is data, not trust). */
function columnValue(field: PickableField, value: Candidate['value']): string | number {
  if (field === 'year_founded') {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1000 || value > 3000)
      throw unusable('not a year');
    return value;
  }
  if (typeof value !== 'string') throw unusable('not a text');
  if (field === 'primary_color') {
    if (!HEX_COLOR_PATTERN.test(value)) throw unusable('not a colour');
    return value.toUpperCase();
  }
  if (field === 'archetype') {
    const archetype = parseArchetype(value);
    if (!archetype) throw unusable('not one of the twelve archetypes');
    return archetype;
  }
  const text = value.replace(/\s+/g, ' ').trim();
  const limit = TEXT_LIMITS[field];
  if (!text || (limit && text.length > limit)) throw unusable('empty or too long');
  return text;
}

/** The logo a candidate stands for: an inline SVG carried as a data: address, or a file on the site. */
async function candidateLogo(
  value: string,
  deps: Pick<AnalysisDeps, 'fetchPolicy'>,
  signal: AbortSignal,
): Promise<{ bytes: Buffer; source: string | null }> {
  const inline = /^data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)$/.exec(value);
  if (inline?.[1]) return { bytes: Buffer.from(inline[1], 'base64'), source: null };
  try {
    const res = await politeFetch(
      value,
      { ...deps.fetchPolicy, maxBytes: Math.min(deps.fetchPolicy.maxBytes, MAX_IMAGE_BYTES) },
      { accept: 'image/svg+xml,image/png,image/webp,image/x-icon,image/*;q=0.8', signal },
    );
    if (res.status >= 400) throw unusable(`the site answered ${res.status} for it`);
    // An address into a sprite file (`/icons.svg#logo`) stands for the drawing under its fragment.
    const bytes = fileAtAddress(value, res.body);
    if (!bytes) throw unusable('the sprite file has no drawing under that name');
    // A drawing taken from a sprite is sourced to its address in the sprite, fragment and all.
    return { bytes, source: bytes === res.body ? res.url : value };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unusable(`it could not be downloaded (${(error as Error).message})`);
  }
}

/**
 * An admin's one-click choice among the candidates the analyzer kept for a field: the value is
 * stored (a logo is downloaded, checked and put in the logo library), its provenance records the
 * admin's choice with the candidate's evidence, and the value it replaces stays among the
 * candidates, so the choice can be changed again. Refused for a protected brand; audited.
 */
export async function pickCandidate(
  deps: Pick<AnalysisDeps, 'db' | 'storage' | 'fetchPolicy'>,
  brandId: string,
  input: PickCandidate,
  actor: SessionUser,
  signal: AbortSignal,
): Promise<BrandRow> {
  const { db } = deps;
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  if (brand.protected) throw new AppError('CONFLICT', 'This brand is protected: unprotect it to change it');
  const entry = brand.provenance[input.field];
  const candidates = entry?.candidates ?? [];
  const chosen = candidates[input.index];
  if (!chosen) throw new AppError('NOT_FOUND', 'This field has no such candidate');

  const column = COLUMNS[input.field];
  const previous = brand[column];
  // The value replaced stays a candidate when the analyzer had found it.
  const replaced: Candidate[] =
    entry && !entry.unfilled && entry.evidence && previous !== null && column !== 'logoUrl'
      ? [{ value: previous, confidence: entry.confidence ?? 0, evidence: entry.evidence }]
      : [];
  const alternatives = [...replaced, ...candidates.filter((_, i) => i !== input.index)].slice(
    0,
    MAX_KEPT_CANDIDATES,
  );
  const provenance: FieldProvenance = {
    source: `admin:${actor.email}`,
    method: ADMIN_CHOICE_METHOD,
    at: new Date().toISOString(),
    confidence: 1,
    evidence: chosen.evidence,
    ...(alternatives.length > 0 ? { candidates: alternatives } : {}),
  };

  if (input.field === 'logo_url') {
    if (typeof chosen.value !== 'string') throw unusable('not an address');
    const { bytes, source } = await candidateLogo(chosen.value, deps, signal);
    const image = await prepareLogo(bytes);
    if (!image) throw unusable('it is not a usable image');
    const found: FoundLogo = {
      candidate: source
        ? {
            kind: image.fileType === 'SVG' ? 'svg-image' : 'raster-image',
            url: source,
            source: source,
            size: 0,
            confidence: 1,
            evidence: chosen.evidence,
          }
        : {
            kind: 'inline-svg',
            svg: image.data.toString('utf8'),
            source: chosen.evidence.url,
            size: 0,
            confidence: 1,
            evidence: chosen.evidence,
          },
      image,
      quality: logoQuality(image),
      source: source ?? chosen.evidence.url,
      method: ADMIN_CHOICE_METHOD,
      confidence: 1,
      evidence: chosen.evidence,
    };
    const url = await storeBrandLogo(db, deps.storage, brand, found, provenance, (tx, stored) =>
      recordAudit(tx, actor, {
        action: 'brand.pick-candidate',
        targetType: 'brand',
        targetId: brand.id,
        before: { [input.field]: previous },
        after: { [input.field]: stored, from: chosen.evidence },
      }),
    );
    if (!url) throw new AppError('CONFLICT', 'This brand is protected: unprotect it to change it');
  } else {
    const value = columnValue(input.field, chosen.value);
    await inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(brands).where(eq(brands.id, brand.id)).for('update');
      if (!current || current.protected)
        throw new AppError('CONFLICT', 'This brand is protected: unprotect it to change it');
      const colors =
        column === 'primaryColor'
          ? { colorFamilies: colorFamiliesOf({ ...current, primaryColor: value as string }) }
          : {};
      await tx
        .update(brands)
        .set({
          [column]: value,
          ...colors,
          provenance: sql`${brands.provenance} || ${JSON.stringify({ [input.field]: provenance })}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(eq(brands.id, brand.id));
      await recordAudit(tx, actor, {
        action: 'brand.pick-candidate',
        targetType: 'brand',
        targetId: brand.id,
        before: { [input.field]: previous },
        after: { [input.field]: value, from: chosen.evidence },
      });
    });
  }
  const [updated] = await db.select().from(brands).where(eq(brands.id, brand.id));
  if (!updated) throw new AppError('NOT_FOUND', 'No such brand');
  return updated;
}
