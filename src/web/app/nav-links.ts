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

export interface NavItem {
  to: string;
  label: string;
}

/**
 * The top navigation's links in order (spec 000 §2), for who is looking: Favorites when signed in,
 * Sign In when signed out (neither while the session is unknown), Admin for admins.
 */
export function mainNavLinks(viewer: {
  isSignedIn: boolean;
  isSignedOut: boolean;
  isAdmin: boolean;
}): NavItem[] {
  return [
    { to: '/brands', label: 'Browse Brands' },
    { to: '/verified', label: 'Verified' },
    { to: '/archetypes', label: 'Brand Archetypes' },
    { to: '/quadrants', label: 'Brand Quadrants' },
    ...(viewer.isSignedIn ? [{ to: '/favorites', label: 'Favorites' }] : []),
    ...(viewer.isSignedOut ? [{ to: '/auth', label: 'Sign In' }] : []),
    ...(viewer.isAdmin ? [{ to: '/admin', label: 'Admin' }] : []),
    { to: '/user-settings', label: 'Settings' },
    { to: '/pricing', label: 'Pricing' },
  ];
}
