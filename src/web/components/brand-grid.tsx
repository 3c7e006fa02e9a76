import type { ReactNode } from 'react';

/** The card grid of spec 000 §9: 1, 2, 3 and 4 columns by width. */
export function BrandGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {children}
    </ul>
  );
}
