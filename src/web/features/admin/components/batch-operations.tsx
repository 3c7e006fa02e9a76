import { ImageUpIcon, PaletteIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { useAnalyzeAllColors, useImproveAllLogos } from '../api/batch-operations';
import { notifyFailure } from '../lib/notify';

/** Batch Operations (spec 001 §2): better logos and fresh colours for every brand, as queued jobs. */
export function BatchOperations() {
  const logos = useImproveAllLogos();
  const colors = useAnalyzeAllColors();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        disabled={logos.isPending}
        onClick={() =>
          logos.mutate(undefined, {
            onSuccess: ({ processed }) =>
              toast.success('Logo fetch completed', {
                description: `Successfully updated ${processed} brand logos with improved quality`,
              }),
            onError: (error) => notifyFailure('Error fetching logos', undefined, error),
          })
        }
      >
        <ImageUpIcon aria-hidden="true" />
        {logos.isPending ? 'Improving logos…' : 'Improve All Logos'}
      </Button>
      <Button
        variant="outline"
        disabled={colors.isPending}
        onClick={() =>
          colors.mutate(undefined, {
            onSuccess: ({ processed }) => toast.success(`Color analysis completed for ${processed} brands`),
            onError: (error) => notifyFailure('Failed to analyze colors', undefined, error),
          })
        }
      >
        <PaletteIcon aria-hidden="true" />
        {colors.isPending ? 'Analyzing colors…' : 'Analyze All Colors (3-5 each)'}
      </Button>
    </div>
  );
}
