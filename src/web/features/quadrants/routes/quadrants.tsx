import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function QuadrantsRoute() {
  useDocumentTitle('Brand Magic Quadrants');
  return (
    <PageHeader
      title="Brand Magic Quadrants"
      description="Compare brands on price, market share, growth stage, heritage and archetype, plotted in four quadrants."
    />
  );
}
