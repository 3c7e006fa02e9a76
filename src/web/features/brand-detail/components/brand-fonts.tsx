import { asNumber, asRecord, asText } from '@/web/lib/read-json';

export interface BrandFont {
  family: string;
  weight: number;
  format: string;
  url: string;
}

/** Installed brand fonts (admin font upload). Only our own stored files are used. */
export function readFonts(value: unknown[]): BrandFont[] {
  return value
    .map((raw) => {
      const f = asRecord(raw) ?? {};
      const family = asText(f.family);
      const url = asText(f.url);
      const format = asText(f.format);
      const weight = asNumber(f.weight) ?? 400;
      if (!family || !url?.startsWith('/files/fonts/') || !format || !/^[A-Za-z0-9 ]+$/.test(family))
        return null;
      return { family, weight, format, url };
    })
    .filter((f): f is BrandFont => f !== null);
}

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
