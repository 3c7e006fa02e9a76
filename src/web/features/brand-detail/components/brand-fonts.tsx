import type { BrandFont } from './read-fonts';

const CSS_FORMAT: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype' };

/** @font-face rules for the brand's family, and a specimen of each weight. */
export function BrandFonts({ fonts }: { fonts: BrandFont[] }) {
  const family = fonts[0]?.family ?? '';
  const faces = fonts
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";src:url("${encodeURI(f.url)}") format("${CSS_FORMAT[f.format] ?? f.format}");font-weight:${f.weight};font-style:normal;font-display:swap}`,
    )
    .join('\n');
  const weights = [...new Set(fonts.map((f) => f.weight))].sort((a, b) => a - b);
  return (
    <div className="flex flex-col gap-3">
      <style>{faces}</style>
      <p className="text-sm text-muted-foreground">{family}</p>
      <ul className="flex flex-col gap-2">
        {weights.map((weight) => (
          <li key={weight} className="flex items-baseline gap-4">
            <span className="w-12 font-mono text-xs text-muted-foreground">{weight}</span>
            <span className="text-2xl" style={{ fontFamily: `"${family}", sans-serif`, fontWeight: weight }}>
              The quick brown fox jumps over the lazy dog
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
