import { useEffect } from 'react';
import {
  type BrandTypeface,
  brandFaceName,
  FONT_SOURCE_LABELS,
  shippedFace,
  typefaceShown,
} from '@/domain/typography';
import { loadShippedFace } from '@/web/lib/shipped-faces';

const ROLE_LABELS: Record<BrandTypeface['role'], string> = {
  display: 'Display',
  heading: 'Heading',
  body: 'Body',
};
const LICENCE_LABELS: Record<BrandTypeface['licence'], string> = {
  open: 'open licence',
  proprietary: 'licensed to the brand',
  system: 'on the visitor’s device',
};
const SPECIMEN: Record<BrandTypeface['role'], string> = {
  display: 'Aa Bb Cc 123',
  heading: 'The quick brown fox jumps',
  body: 'The quick brown fox jumps over the lazy dog, and the dog does not mind at all.',
};
const SIZE: Record<BrandTypeface['role'], string> = {
  display: 'text-4xl',
  heading: 'text-2xl',
  body: 'text-base',
};

/**
 * The brand's typefaces by role, each specimen set in the real face where its licence lets us
 * load it (our copy of an open face, a face installed for the brand, a system face) and otherwise
 * in the shipped free alternative, saying which.
 */
export function BrandTypography({
  faces,
  installedFamilies,
}: {
  faces: readonly BrandTypeface[];
  installedFamilies: readonly string[];
}) {
  useEffect(() => {
    for (const face of faces) {
      if (face.alternative) void loadShippedFace(face.alternative);
      if (shippedFace(face.family)) void loadShippedFace(face.family);
    }
  }, [faces]);
  const ownFaces = faces
    .filter((f) => f.licence === 'open' && f.file_url)
    .map(
      (f) =>
        `@font-face{font-family:"${brandFaceName(f)}";src:url("${encodeURI(f.file_url ?? '')}");font-weight:100 900;font-display:swap}`,
    )
    .join('\n');
  return (
    <div className="flex flex-col gap-4">
      {ownFaces ? <style>{ownFaces}</style> : null}
      <ul className="flex flex-col gap-4">
        {faces.map((face) => {
          const shown = typefaceShown(face, installedFamilies);
          return (
            <li key={face.role} className="flex flex-col gap-2 rounded-xl border bg-card p-5">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  {ROLE_LABELS[face.role]}
                </span>
                <span className="font-semibold">{face.family}</span>
                <span className="text-sm text-muted-foreground">
                  {FONT_SOURCE_LABELS[face.source]} · {LICENCE_LABELS[face.licence]} · {face.category}
                </span>
              </div>
              <p
                className={`${SIZE[face.role]} text-pretty`}
                style={{ fontFamily: shown.fontFamily, fontWeight: Number(face.weight) || undefined }}
              >
                {SPECIMEN[face.role]}
              </p>
              <p className="text-xs text-muted-foreground" data-real={shown.real}>
                {shown.note}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
