import type { ReactNode } from 'react';

/**
 * The card grid of spec 000 §9: 1, 2, 3 and 4 columns by width. Cards out of sight are not laid
 * out or painted until they come near (content-visibility), which spares a phone most of the work
 * of a long list; each keeps the size it last had, so the page does not jump while scrolling.
 */
export function BrandGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 [&>li]:[contain-intrinsic-size:auto_16.5rem] [&>li]:[content-visibility:auto]"
    >
      {children}
    </ul>
  );
}
