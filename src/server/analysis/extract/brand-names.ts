import { normalizeBrandName } from '../../../domain/duplicate';

/** Words that may follow a brand's name in a site's name without making it anything else. */
const NAME_SUFFIXES = new Set(
  [
    'official',
    'offiziell',
    'officiel',
    'online',
    'shop',
    'store',
    'stores',
    'international',
    'global',
    'group',
    'inc',
    'ltd',
    'llc',
    'gmbh',
    'ag',
    'sa',
    'se',
    'bv',
    'nv',
    'ab',
    'as',
    'plc',
    'co',
    'company',
    'corp',
    'corporation',
    'tv',
    'network',
    'blog',
    'magazine',
    'magazin',
    'news',
    'docs',
    'documentation',
    'recipes',
    'rezepte',
    'recettes',
    'recepten',
    'recept',
    'oppskrifter',
    'ricette',
    'recetas',
    'home',
    'website',
    'site',
    'web',
    'app',
    'the',
    'com',
    'de',
    'uk',
    'us',
    'eu',
    'fr',
    'nl',
    'it',
    'es',
    'se',
    'no',
    'dk',
    'at',
    'ch',
    'au',
    'nz',
    'ca',
    'ie',
    'be',
    'pl',
    'cn',
    'jp',
    'org',
    'net',
    'info',
    'co.uk',
    'usa',
    'america',
    'australia',
    'austria',
    'österreich',
    'deutschland',
    'germany',
    'france',
    'espana',
    'españa',
    'spain',
    'italia',
    'italy',
    'nederland',
    'netherlands',
    'belgie',
    'belgique',
    'belgium',
    'schweiz',
    'suisse',
    'switzerland',
    'sverige',
    'sweden',
    'norge',
    'norway',
    'danmark',
    'denmark',
    'suomi',
    'finland',
    'polska',
    'poland',
    'ireland',
    'canada',
    'mexico',
    'méxico',
    'brasil',
    'brazil',
    'india',
    'japan',
    'china',
    'europe',
    'emea',
    'asia',
    'nz',
    'africa',
    'worldwide',
    'world',
    'portugal',
    'kitchen',
    'kjøkken',
    'küche',
  ].map((w) => w.toLowerCase()),
);

/** The label of a host that names the site: 'heb' for www.heb.com, 'verivox' for verivox.de. */
export function domainLabel(pageUrl: string): string {
  const host = new URL(pageUrl).hostname.replace(/^www\d?\./, '');
  const labels = host.split('.');
  // co.uk, com.au: the label before a two-part public suffix.
  const secondLevel = labels.length >= 3 && /^(co|com|org|net|ac|gov)$/.test(labels[labels.length - 2] ?? '');
  return labels[labels.length - (secondLevel ? 3 : 2)] ?? labels[0] ?? '';
}

/** The brand's names as comparable keys (at least two characters), without repeats. */
export function nameKeys(names: readonly (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const name of names) {
    const key = normalizeBrandName(name ?? '');
    if (key.length >= 2) keys.add(key);
  }
  return [...keys];
}

/** Lower case without accents: 'ALDI SÜD' and 'aldi sud' read alike. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the name's letters appear in order, as whole words, punctuation between them allowed. */
function findName(folded: string, key: string): RegExpExecArray | null {
  const letters = [...key].map(escapeRegExp).join('[^\\p{L}\\p{N}]*');
  return new RegExp(`(?<![\\p{L}\\p{N}])${letters}(?![\\p{L}\\p{N}])`, 'u').exec(folded);
}

const FOLDED_SUFFIXES = new Set([...NAME_SUFFIXES].map(fold));

/**
 * Whether a piece of text names the brand and nothing else: the name itself, the name with a
 * domain ending ('Acme.com'), or with words sites add to their own name ('Acme Deutschland',
 * 'ALDI SÜD Rezepte', 'Recept ICA.se', 'The Acme Blog').
 */
export function isBrandName(text: string, keys: readonly string[]): boolean {
  const folded = fold(text);
  const key = folded.replace(/[^\p{L}\p{N}]/gu, '');
  if (!key) return false;
  for (const name of keys) {
    if (key === name) return true;
    const match = findName(folded, name);
    if (!match) continue;
    const rest = `${folded.slice(0, match.index)} ${folded.slice(match.index + match[0].length)}`;
    const extra = rest.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (extra.length === 0) return true;
    if (extra.length <= 3 && extra.every((w) => FOLDED_SUFFIXES.has(w))) return true;
  }
  return false;
}

/** Whether the text mentions one of the brand's names (three letters or more) as whole words. */
export function mentionsBrand(text: string, keys: readonly string[]): boolean {
  const folded = fold(text);
  return keys.some((name) => name.length >= 3 && findName(folded, name) !== null);
}
