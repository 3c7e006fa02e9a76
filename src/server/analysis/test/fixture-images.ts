import sharp from 'sharp';

/** A PNG of the given size drawn from SVG markup: real image bytes for fixture logos and icons. */
export async function pngFromSvg(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 300 })
    .resize({ width: size, height: size, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** A square mark: a disc of one colour with a smaller square of another, on transparency or a fill. */
export function markSvg(options: { disc: string; square: string; background?: string }): string {
  const background = options.background
    ? `<rect width="100" height="100" fill="${options.background}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">${background}<circle cx="50" cy="50" r="42" fill="${options.disc}"/><rect x="38" y="38" width="24" height="24" fill="${options.square}"/></svg>`;
}
