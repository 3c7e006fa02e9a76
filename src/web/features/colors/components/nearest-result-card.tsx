import type { NearestBrand } from '@/domain/color-intel';
import { BrandCard } from '@/web/components/brand-card';
import { SwatchNearLink } from '@/web/components/swatch-near-link';
import { distanceInWords, formatDistance } from '../lib/distance-words';

const ROLE_LABELS = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  palette: 'Palette',
} as const;

/** A brand found near the colour: the colour asked for beside the brand's closest one, then its card. */
export function NearestResultCard({ item, query }: { item: NearestBrand; query: string }) {
  const role = ROLE_LABELS[item.role];
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="flex items-center gap-3 rounded-xl border bg-card p-2 pr-4">
        <div className="flex shrink-0 overflow-hidden rounded-lg">
          <span
            role="img"
            aria-label={`Colour searched for ${query}`}
            className="block h-10 w-8"
            style={{ backgroundColor: query }}
          />
          <SwatchNearLink hex={item.matched_hex} label={`${role} color`} className="h-10 w-12 rounded-none" />
        </div>
        <div className="flex min-w-0 flex-col text-xs">
          <span className="truncate">
            <span className="text-muted-foreground">{role} </span>
            <span className="font-mono">{item.matched_hex}</span>
          </span>
          <span className="text-muted-foreground">
            <span className="font-mono text-foreground">{formatDistance(item.distance)}</span> ·{' '}
            {distanceInWords(item.distance)}
          </span>
        </div>
      </div>
      <div className="flex-1">
        <BrandCard brand={item.brand} />
      </div>
    </div>
  );
}
