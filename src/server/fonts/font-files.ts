export type FontFormat = 'woff2' | 'woff' | 'ttf';
export const FONT_WEIGHTS = ['Regular', 'Medium', 'SemiBold', 'Bold'] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];
export const CSS_WEIGHT: Record<FontWeight, number> = { Regular: 400, Medium: 500, SemiBold: 600, Bold: 700 };

/** The font format by the file's own bytes, never by its name. */
export function fontFormatOf(bytes: Uint8Array): FontFormat | null {
  const tag = String.fromCharCode(...bytes.subarray(0, 4));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // WOFF and WOFF2 state their total length at offset 8: a truncated file does not match it.
  if ((tag === 'wOF2' || tag === 'wOFF') && bytes.length >= 12 && view.getUint32(8) === bytes.length) {
    return tag === 'wOF2' ? 'woff2' : 'woff';
  }
  if ((tag === '\u0000\u0001\u0000\u0000' || tag === 'true' || tag === 'OTTO') && bytes.length > 12)
    return 'ttf';
  return null;
}

/** Weight from a file name (spec 001 §5: regular, medium, semibold, bold; italics skipped). */
export function weightOf(fileName: string): FontWeight | null {
  const name = fileName.toLowerCase().replace(/[^a-z]/g, '');
  if (name.includes('italic') || name.includes('oblique')) return null;
  if (name.includes('semibold') || name.includes('demibold')) return 'SemiBold';
  if (name.includes('bold')) return 'Bold';
  if (name.includes('medium')) return 'Medium';
  if (name.includes('regular') || name.includes('book') || name.includes('normal')) return 'Regular';
  return null;
}

/** 'SODO Sans' → folder 'sodo-sans', file prefix 'SodoSans', name keys 'sodo' and 'sodosans'. */
export function familyNames(family: string) {
  const words = family.trim().split(/\s+/).filter(Boolean);
  const folder =
    words
      .join('-')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '') || 'font';
  const prefix =
    words
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
      .join('')
      .replace(/[^A-Za-z0-9]/g, '') || 'Font';
  return { folder, prefix, keys: [words[0]?.toLowerCase() ?? '', folder.replace(/-/g, '')].filter(Boolean) };
}
