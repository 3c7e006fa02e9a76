import { CheckIcon, PlusIcon } from 'lucide-react';
import { MAX_COMPARED_BRANDS } from '@/domain/comparison';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { comparison, useComparison } from '@/web/lib/comparison-store';
import { toast } from '@/web/lib/toast';

/**
 * 'Add to comparison' on a card or a brand page: a toggle (aria-pressed) keeping the brand in the
 * comparison tray. The compact form is an icon button for cards, named for assistive technology.
 */
export function AddToComparisonButton({
  brand,
  compact = false,
  className,
}: {
  brand: { slug: string; name: string };
  compact?: boolean;
  className?: string;
}) {
  const entries = useComparison();
  const isIn = entries.some((e) => e.slug === brand.slug);
  const toggle = () => {
    if (isIn) {
      comparison.remove(brand.slug);
      return;
    }
    if (!comparison.add(brand)) {
      toast.error('The comparison is full', {
        description: `It holds ${MAX_COMPARED_BRANDS} brands at once. Remove one to add ${brand.name}.`,
      });
    }
  };
  const label = isIn ? `Remove ${brand.name} from comparison` : `Add ${brand.name} to comparison`;
  const Icon = isIn ? CheckIcon : PlusIcon;
  if (compact) {
    return (
      <Button
        variant="outline"
        size="icon"
        aria-pressed={isIn}
        aria-label={label}
        title={isIn ? 'In comparison' : 'Add to comparison'}
        onClick={toggle}
        className={cn('size-9 rounded-full bg-card', isIn && 'border-foreground', className)}
      >
        <Icon aria-hidden="true" />
      </Button>
    );
  }
  return (
    <Button variant="outline" aria-pressed={isIn} aria-label={label} onClick={toggle} className={className}>
      <Icon aria-hidden="true" />
      {isIn ? 'In comparison' : 'Add to comparison'}
    </Button>
  );
}
