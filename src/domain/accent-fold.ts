/**
 * Search forgives accents: "Hermes" finds Hermès, "Nestle" Nestlé, "Moet" Moët. A text is folded
 * by mapping each accented Latin letter to its plain lower-case letter (one character for one, so
 * the database can do the same with translate()) and a few letters to two (æ, œ, ß, þ). Curly
 * apostrophes become straight ones, as phones type them. The table is the one the migration's
 * SQL function fold_accents() was written from; a test holds the two together.
 */
export const FOLD_FROM =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳøØđĐłŁħĦıŧŦðÐ’‘';
export const FOLD_TO =
  "aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyooddllhhittdd''";
/** Letters that fold to two, applied after the one-for-one table. */
export const FOLD_PAIRS: readonly (readonly [string, string])[] = [
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['ß', 'ss'],
  ['þ', 'th'],
  ['Þ', 'th'],
];

const ONE_FOR_ONE = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i] as string]));

/** The text lower-cased with accents removed, as the search columns hold names. */
export function foldAccents(text: string): string {
  let folded = '';
  for (const ch of text) folded += ONE_FOR_ONE.get(ch) ?? ch.toLowerCase();
  for (const [letter, plain] of FOLD_PAIRS) folded = folded.replaceAll(letter, plain);
  return folded;
}

/**
 * A name as the search compares it when spaces and punctuation are forgiven: folded, with only
 * its letters and digits ('Coca-Cola' and 'coca cola' are 'cocacola'). The column name_compact
 * and the end of search_text hold every brand's name so (migration 0016); a test holds them
 * together.
 */
export function compactName(text: string): string {
  return foldAccents(text).replace(/[^a-z0-9]+/g, '');
}

/**
 * The list tries a text compacted only when this much of it is left: a text of punctuation around
 * a letter or two ('%%%a', 'h&m') is matched as typed, not as every name holding those letters.
 */
export const COMPACT_SEARCH_MIN = 3;
