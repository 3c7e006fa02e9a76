/**
 * The free faces the product ships as alternatives (SHIPPED_FACES in the domain's typography),
 * loaded only when a brand page needs one. Inter and JetBrains Mono are the app's own faces and
 * always loaded.
 */
const LOADERS: Record<string, () => Promise<unknown>> = {
  'DM Sans': () => import('@fontsource-variable/dm-sans'),
  Montserrat: () => import('@fontsource-variable/montserrat'),
  Jost: () => import('@fontsource-variable/jost'),
  'Nunito Sans': () => import('@fontsource-variable/nunito-sans'),
  'Source Serif 4': () => import('@fontsource-variable/source-serif-4'),
  'Playfair Display': () => import('@fontsource-variable/playfair-display'),
  'EB Garamond': () => import('@fontsource-variable/eb-garamond'),
};

export function loadShippedFace(family: string): Promise<unknown> {
  return LOADERS[family]?.().catch(() => undefined) ?? Promise.resolve();
}
