import type { ReactNode } from 'react';

/**
 * The card grid of spec 000 §9: 1, 2, 3 and 4 columns by width. Cards out of sight are not laid
 * out or painted until they come near (content-visibility), which spares a phone most of the work
 * of a long list. Meanwhile each holds the height every BrandCard has at every width, as its
 * lines keep their places, empty or long: 4px of borders (the card's and its badges') and
 * 16.09375rem of padding, logo, swatches, two lines of description, badges and address, with the
 * gaps between. A card drawn at another height would move the grid, and the button a visitor
 * aims at, as it comes into view.
 */
export function BrandGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 [&>li]:[contain-intrinsic-size:auto_calc(16.09375rem+4px)] [&>li]:[content-visibility:auto]"
    >
      {children}
    </ul>
  );
}
