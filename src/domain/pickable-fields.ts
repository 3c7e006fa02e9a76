/** The fields whose candidates an admin can pick from, by their API names (no zod: the web bundle reads it). */
export const PICKABLE_FIELDS = [
  'tagline',
  'description',
  'mission',
  'vision',
  'year_founded',
  'primary_color',
  'logo_url',
  'archetype',
] as const;
export type PickableField = (typeof PICKABLE_FIELDS)[number];
