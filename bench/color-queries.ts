/**
 * The colours the nearest-colour search is measured with: colours of the generated catalogue's
 * brands (a swatch's 'brands near this colour'), random colours, the corners of the sRGB cube
 * (where the catalogue is sparse and the search reaches furthest) and greys, under each role.
 */
export const COLOR_QUERY_KINDS = [
  "a brand's colour",
  'random colour',
  'gamut corner',
  'grey',
  'palette too (role=any)',
  'primary only',
] as const;
export type ColorQueryKind = (typeof COLOR_QUERY_KINDS)[number];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const hexOf = (n: number) => n.toString(16).padStart(6, '0').toUpperCase();

export function colorQueries(brandColors: readonly string[]): { kind: ColorQueryKind; path: string }[] {
  const rand = random(7);
  const randomHex = () => hexOf(Math.floor(rand() * 0x1000000));
  const queries: { kind: ColorQueryKind; path: string }[] = [];
  const add = (kind: ColorQueryKind, hex: string, role = 'main') =>
    queries.push({ kind, path: `/api/colors/nearest?hex=${hex.replace('#', '')}&limit=24&role=${role}` });
  for (const hex of brandColors.slice(0, 24)) add("a brand's colour", hex);
  for (let i = 0; i < 24; i++) add('random colour', randomHex());
  for (const hex of ['000000', 'FFFFFF', 'FF0000', '00FF00', '0000FF', 'FFFF00', 'FF00FF', '00FFFF']) {
    add('gamut corner', hex);
  }
  for (const hex of ['808080', '333333', 'CCCCCC', '777777']) add('grey', hex);
  for (let i = 0; i < 8; i++) add('palette too (role=any)', randomHex(), 'any');
  for (let i = 0; i < 8; i++) add('primary only', randomHex(), 'primary');
  return queries;
}
