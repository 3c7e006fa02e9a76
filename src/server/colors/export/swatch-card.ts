import sharp from 'sharp';
import { normalizeHex } from '../../../domain/hex';
import type { ExportGroup } from '../../../domain/palette-export';
import { textColorOn } from '../../../domain/text-color';

export const CARD = {
  padding: 40,
  swatchWidth: 168,
  swatchHeight: 120,
  gap: 16,
  titleHeight: 44,
  labelHeight: 52,
  groupGap: 32,
  perRow: 6,
} as const;

export interface SwatchBox {
  x: number;
  y: number;
  width: number;
  height: number;
  hex: string;
  name: string;
}

export interface CardLayout {
  width: number;
  height: number;
  titles: { x: number; y: number; text: string }[];
  swatches: SwatchBox[];
}

/** Where every title and swatch of the card goes: a row of up to six swatches per line, a group per brand. */
export function swatchCardLayout(groups: readonly ExportGroup[]): CardLayout {
  const columns = Math.max(
    1,
    Math.min(CARD.perRow, Math.max(...groups.map((g) => g.colors.filter((c) => normalizeHex(c.hex)).length))),
  );
  const width = CARD.padding * 2 + columns * CARD.swatchWidth + (columns - 1) * CARD.gap;
  const titles: CardLayout['titles'] = [];
  const swatches: SwatchBox[] = [];
  let y = CARD.padding;
  groups.forEach((group, index) => {
    if (index > 0) y += CARD.groupGap;
    titles.push({ x: CARD.padding, y: y + 28, text: group.title });
    y += CARD.titleHeight;
    const colors = group.colors.filter((c) => normalizeHex(c.hex));
    colors.forEach((color, i) => {
      const column = i % CARD.perRow;
      const row = Math.floor(i / CARD.perRow);
      swatches.push({
        x: CARD.padding + column * (CARD.swatchWidth + CARD.gap),
        y: y + row * (CARD.swatchHeight + CARD.labelHeight),
        width: CARD.swatchWidth,
        height: CARD.swatchHeight,
        hex: normalizeHex(color.hex) as string,
        name: color.name,
      });
    });
    y += Math.max(1, Math.ceil(colors.length / CARD.perRow)) * (CARD.swatchHeight + CARD.labelHeight);
  });
  return { width, height: y + CARD.padding - 12, titles, swatches };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The card as SVG: white, the brand names as titles, each swatch with its hex on it and its name below. */
export function swatchCardSvg(layout: CardLayout): string {
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}">`,
    `<rect width="100%" height="100%" fill="#FFFFFF"/>`,
    ...layout.titles.map(
      (t) =>
        `<text x="${t.x}" y="${t.y}" font-family="Inter, DejaVu Sans, sans-serif" font-size="22" font-weight="600" fill="#18181B">${escapeXml(t.text)}</text>`,
    ),
    ...layout.swatches.flatMap((s) => [
      `<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="10" fill="${s.hex}" stroke="#E4E4E7"/>`,
      `<text x="${s.x + 12}" y="${s.y + s.height - 14}" font-family="JetBrains Mono, DejaVu Sans Mono, monospace" font-size="15" fill="${textColorOn(s.hex)}">${s.hex}</text>`,
      `<text x="${s.x}" y="${s.y + s.height + 24}" font-family="Inter, DejaVu Sans, sans-serif" font-size="14" fill="#3F3F46">${escapeXml(s.name.slice(0, 24))}</text>`,
    ]),
    '</svg>',
  ];
  return parts.join('');
}

/** The palettes as a PNG swatch card. */
export async function renderSwatchCard(groups: readonly ExportGroup[]): Promise<Buffer> {
  const layout = swatchCardLayout(groups);
  return sharp(Buffer.from(swatchCardSvg(layout)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
