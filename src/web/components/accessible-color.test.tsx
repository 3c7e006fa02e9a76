import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accessiblePairs } from '@/domain/accessible-pairs';
import type { BrandColorDetail } from '@/domain/color-intel';
import { contrastRatio } from '@/domain/text-color';
import { AccessibleColor } from './accessible-color';

/** A colour as the comparison receives it from the server. */
function detail(hex: string): BrandColorDetail {
  return {
    hex,
    name: 'Accent',
    contrast_on_white: contrastRatio(hex, '#FFFFFF') ?? 1,
    contrast_on_black: contrastRatio(hex, '#000000') ?? 1,
    ...accessiblePairs(hex),
  } as BrandColorDetail;
}

function render(color: BrandColorDetail): string {
  const router = createMemoryRouter([
    { path: '/', element: <AccessibleColor color={color} roleLabel="Accent" /> },
  ]);
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, '');
}

describe('the contrast grades of a colour in the comparison', () => {
  it('grades 3:1 and over as AA large, as the brand page does', () => {
    // Nike's accent on white (3.32:1) and Under Armour's red on black (4.45:1).
    expect(render(detail('#FA5400'))).toMatch(/on white 3\.32:1 <span[^>]*>AA large</);
    expect(render(detail('#E31B23'))).toMatch(/on black 4\.45:1 <span[^>]*>AA large</);
  });

  it('keeps Fails for a ratio under 3:1', () => {
    expect(render(detail('#FFD700'))).toMatch(/on white 1\.\d\d:1 <span[^>]*>Fails</);
  });
});
