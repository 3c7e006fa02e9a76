/** The themed galleries, as the Color Comparisons menu and the footer list them (spec 000 §2). */
export const GALLERY_LINKS = [
  { to: '/luxury-colors', label: 'Luxury Brands' },
  { to: '/mall-brands', label: 'Mall Brands' },
  { to: '/coffee-brands', label: 'Coffee Brands' },
  { to: '/footwear-brands', label: 'Footwear Brands' },
  { to: '/vodka-brands', label: 'Vodka Brands' },
] as const;

/** The colour tools, as the footer lists them. */
export const COLOR_TOOL_LINKS = [
  { to: '/colors', label: 'Brands by Color' },
  { to: '/colors/landscape', label: 'Color Landscape' },
  { to: '/compare', label: 'Compare Brands' },
] as const;
