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
