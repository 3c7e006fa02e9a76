/** Brand fonts installed from a licensed ZIP (spec 001 §2, §5), for any family. */

export const DEFAULT_FONT_FAMILY = 'SODO Sans';
export const FONT_FAMILY_MAX_CHARS = 60;
export const FONT_WEIGHTS = ['Regular', 'Medium', 'SemiBold', 'Bold'] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];
/** The formats the widget expects for every weight (spec 001 §2). */
export const EXPECTED_FONT_FORMATS = ['woff2', 'woff'] as const;
/** The formats taken from a ZIP, each recognised by the file's own bytes. */
export const FONT_FILE_FORMATS = ['woff2', 'woff', 'ttf'] as const;
export type FontFormat = (typeof FONT_FILE_FORMATS)[number];

/** The widget accepts one file whose name ends in .zip, in any case (spec 001 §5). */
export function isZipFileName(name: string): boolean {
  return /\.zip$/i.test(name);
}

/** spec 001 §8: the wrong-file message, for the family being installed. */
export function wrongFontFileMessage(family: string = DEFAULT_FONT_FAMILY): string {
  return `Please upload a ZIP file containing the ${family} fonts`;
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

/** SodoSans-Regular.woff2, SodoSans-Regular.woff, … SodoSans-Bold.woff: the files a family needs. */
export function expectedFontFiles(family: string): string[] {
  const { prefix } = familyNames(family);
  return FONT_WEIGHTS.flatMap((weight) => EXPECTED_FONT_FORMATS.map((ext) => `${prefix}-${weight}.${ext}`));
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

/** The extraction failures spec 001 §8 names on their own; any other reason gets the prefix. */
const EXTRACTION_MESSAGES = [
  'No ZIP file found',
  'Failed to download ZIP file',
  'No font files found in ZIP',
];
const EXTRACT_PREFIX = 'Failed to extract fonts: ';

/** spec 001 §8: 'Failed to extract fonts: {message}', unless the reason is one of the named messages. */
export function fontExtractionFailureMessage(reason: string | undefined): string {
  const text = (reason ?? '').trim();
  if (EXTRACTION_MESSAGES.includes(text) || text.startsWith(EXTRACT_PREFIX)) return text;
  return `${EXTRACT_PREFIX}${text || 'unknown error'}`;
}
