import { BRAND_SORT_LABELS, type BrandSort } from '@/domain/taxonomy';
import { SegmentedControl } from '@/web/components/ui/segmented-control';

/** The bar's order: Alpha, Popular, Trending, Newest (spec 000 §2). */
const OPTIONS = (['alpha', 'popular', 'trending', 'newest'] as const).map((value) => ({
  value,
  label: BRAND_SORT_LABELS[value],
}));

/** The four sorts of the discovery list (spec 000 §2). */
export function SortBar({ value, onChange }: { value: BrandSort; onChange: (sort: BrandSort) => void }) {
  return <SegmentedControl legend="Sort brands" options={OPTIONS} value={value} onChange={onChange} />;
}
