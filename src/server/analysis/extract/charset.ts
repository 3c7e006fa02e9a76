/** How far into a page its <meta charset> is looked for (the HTML standard says 1,024 bytes; real pages put it later). */
const META_SNIFF_BYTES = 4_096;
/** Bytes sampled to guess an undeclared legacy encoding. */
const SAMPLE_BYTES = 64 * 1024;

const DECLARED = /charset\s*=\s*["']?([\w:.-]+)/i;
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?([\w:.-]+)/i;

/** Legacy encodings tried, in order, when a page that is not UTF-8 declares none. */
const LEGACY = ['gb18030', 'shift_jis', 'euc-kr', 'big5', 'windows-1252'] as const;
type Legacy = (typeof LEGACY)[number];

function decoder(label: string, fatal = false): TextDecoder | null {
  try {
    return new TextDecoder(label.toLowerCase(), { fatal });
  } catch {
    return null;
  }
}

/** The page's language, from <html lang>, as a hint for the guess. */
function languageOf(head: string): string {
  return (/<html[^>]*\blang\s*=\s*["']?([a-z]{2})/i.exec(head)?.[1] ?? '').toLowerCase();
}

/**
 * How plausible a decoding is: text in one script reads as such. Characters of the script the
 * encoding is for count for it, characters it could not map (U+FFFD) and C1 controls against it.
 */
function plausibility(text: string, encoding: Legacy, language: string): number {
  let score = 0;
  const chars = [...text];
  const asciiLetter = (ch: string | undefined) => ch !== undefined && /[A-Za-z]/.test(ch);
  chars.forEach((ch, i) => {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x80) return;
    if (code === 0xfffd || code < 0xa0) {
      score -= 5;
      return;
    }
    if (encoding === 'windows-1252') {
      // Accented letters sit inside words of ASCII letters; long runs of them are another
      // encoding read byte by byte.
      const inWord = asciiLetter(chars[i - 1]) || asciiLetter(chars[i + 1]);
      score += code <= 0x17f || (code >= 0x2010 && code <= 0x20ac) ? (inWord ? 1 : -1) : -2;
      return;
    }
    // A double-byte character stands for two bytes: it counts twice.
    if (encoding === 'shift_jis')
      score += code >= 0x3040 && code <= 0x30ff ? 3 : code >= 0x4e00 && code <= 0x9fff ? 2 : -2;
    else if (encoding === 'euc-kr') score += code >= 0xac00 && code <= 0xd7a3 ? 3 : -2;
    else
      score +=
        (code >= 0x4e00 && code <= 0x9fff) ||
        (code >= 0x3000 && code <= 0x303f) ||
        (code >= 0xff00 && code <= 0xffef)
          ? 2
          : -2;
  });
  const hinted = ({ zh: ['gb18030', 'big5'], ja: ['shift_jis'], ko: ['euc-kr'] } as Record<string, string[]>)[
    language
  ] ?? ['windows-1252'];
  return score * (hinted.includes(encoding) ? 1.2 : 1);
}

/**
 * The encoding of an HTML page: the Content-Type charset, else a <meta charset> near the top,
 * else UTF-8 when the bytes are valid UTF-8, else the legacy encoding whose decoding reads most
 * plausibly (GB18030, Shift_JIS, EUC-KR, Big5, Windows-1252), the page's language breaking ties.
 * A Windows-1252, GB2312 or Shift_JIS page without any declaration is read without mojibake.
 */
export function sniffEncoding(body: Buffer, contentType: string): string {
  const head = body.subarray(0, META_SNIFF_BYTES).toString('latin1');
  for (const declared of [DECLARED.exec(contentType)?.[1], META_CHARSET.exec(head)?.[1]]) {
    // A page declaring ISO-8859-1 or ASCII is read as Windows-1252, as browsers do.
    if (declared && decoder(declared))
      return /^(iso-8859-1|latin-?1|us-ascii|ascii)$/i.test(declared)
        ? 'windows-1252'
        : declared.toLowerCase();
  }
  const sample = body.subarray(0, SAMPLE_BYTES);
  // A sample may end inside a UTF-8 sequence: only the last three bytes may be cut.
  const utf8 = decoder('utf-8', true);
  try {
    utf8?.decode(sample.length === body.length ? sample : sample.subarray(0, sample.length - 3));
    return 'utf-8';
  } catch {
    // not UTF-8: a legacy encoding
  }
  const language = languageOf(head);
  let best: { encoding: string; score: number } = {
    encoding: 'windows-1252',
    score: Number.NEGATIVE_INFINITY,
  };
  for (const encoding of LEGACY) {
    const raw = decoder(encoding)?.decode(sample) ?? '';
    const text = encoding === 'windows-1252' ? fixWindows1252(raw) : raw;
    const score = plausibility(text, encoding, language);
    if (score > best.score) best = { encoding, score };
  }
  return best.encoding;
}

/**
 * Windows-1252's characters at 0x80–0x9F (€, ‚, „, …, –, —, ‘, ’, “, ”, ™…). Node 20's decoder
 * reads that range as C1 control characters, as ISO-8859-1 does: they are put right here.
 */
export const WINDOWS_1252_HIGH: readonly (string | null)[] = [
  '€',
  null,
  '‚',
  'ƒ',
  '„',
  '…',
  '†',
  '‡',
  'ˆ',
  '‰',
  'Š',
  '‹',
  'Œ',
  null,
  'Ž',
  null,
  null,
  '‘',
  '’',
  '“',
  '”',
  '•',
  '–',
  '—',
  '˜',
  '™',
  'š',
  '›',
  'œ',
  null,
  'ž',
  'Ÿ',
];

function fixWindows1252(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (ch) => WINDOWS_1252_HIGH[(ch.codePointAt(0) ?? 0) - 0x80] ?? ch);
}

/** The page's text in its encoding (sniffEncoding); UTF-8 when nothing else can be read. */
export function decodeHtmlBytes(body: Buffer, contentType: string): string {
  const encoding = sniffEncoding(body, contentType);
  const text = decoder(encoding)?.decode(body);
  if (text === undefined) return body.toString('utf8');
  return encoding === 'windows-1252' ? fixWindows1252(text) : text;
}
