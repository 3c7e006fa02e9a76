import type { ReactNode } from 'react';

/**
 * The card grid of spec 000 §9: 1, 2, 3 and 4 columns by width. Every BrandCard has one height at
 * every width, as its lines keep their places, empty or long, so the rows line up and a page of
 * cards arriving below never reflows the ones above.
 *
 * Every card is laid out, also those out of sight: with `content-visibility: auto`, Chromium drew
 * the row coming into view at 441 px for one frame (its name column 6 px wide) in about one jump
 * to the end of the list in 25, moving the page by a layout-shift score of 0.2 to 0.4. Laying out
 * a page's 24 cards costs nothing Lighthouse can tell apart (decision 0155).
 */
export function BrandGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {children}
    </ul>
  );
}
