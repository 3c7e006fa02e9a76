import { type Candidate, isConfident, MAX_KEPT_CANDIDATES } from '../../../domain/extracted-candidate';
import { normalizeHex } from '../../../domain/hex';
import type { FieldProvenance } from '../../../domain/provenance';
import type { AnalyzedFields } from '../pipeline/brand-update';
import type { BrandPalette, ChosenColor } from './choose-palette';

type ColorField = 'primaryColor' | 'secondaryColor' | 'accentColor' | 'colorPalette';

export interface ColorFields {
  fields: Pick<AnalyzedFields, ColorField>;
  /** Where each colour field's value came from: its strongest evidence, with the confidence. */
  sources: Partial<Record<ColorField, Omit<FieldProvenance, 'at'>>>;
}

/** A colour as a candidate of the domain schema: its hex, confidence and evidence. */
export function colorCandidate(color: ChosenColor): Candidate<string> {
  return { value: color.hex, confidence: color.confidence, evidence: color.evidence };
}

const provenanceOf = (color: ChosenColor, kept: ChosenColor[] = []): Omit<FieldProvenance, 'at'> => ({
  source: color.source,
  method: `${color.method}; weight ${color.weight}`,
  confidence: color.confidence,
  evidence: color.evidence,
  ...(kept.length > 0 ? { candidates: kept.slice(0, MAX_KEPT_CANDIDATES).map(colorCandidate) } : {}),
});

/**
 * The brand's colour columns from a palette with a primary. All four are written together, so an
 * empty slot clears a colour the site no longer shows rather than leaving a stale mix. The
 * primary keeps its rivals as candidates when it is not a sure one.
 */
export function colorFieldsOf(palette: BrandPalette): ColorFields {
  const sources: ColorFields['sources'] = {};
  if (palette.primary)
    sources.primaryColor = provenanceOf(
      palette.primary,
      isConfident(palette.primary.confidence) ? [] : palette.candidates,
    );
  if (palette.secondary) sources.secondaryColor = provenanceOf(palette.secondary);
  if (palette.accent) sources.accentColor = provenanceOf(palette.accent);
  const lead = palette.palette[0];
  if (lead) {
    sources.colorPalette = {
      source: lead.source,
      method: `colours weighted by where the site paints them (${palette.palette.length} colours)${palette.monochrome ? '; monochrome logo' : ''}`,
    };
  }
  return {
    fields: {
      primaryColor: palette.primary?.hex ?? null,
      secondaryColor: palette.secondary?.hex ?? null,
      accentColor: palette.accent?.hex ?? null,
      colorPalette: palette.palette.map((c) => c.hex),
    },
    sources,
  };
}

/** The brand's distinct colours in display order: primary, secondary, accent, then the palette. */
export function brandColorList(brand: {
  primaryColor: string | null;
  secondaryColor: string | null;
  accentColor: string | null;
  colorPalette: string[];
}): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const hex of [brand.primaryColor, brand.secondaryColor, brand.accentColor, ...brand.colorPalette]) {
    const key = normalizeHex(hex);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    list.push(key);
  }
  return list;
}
