import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function PricingRoute() {
  useDocumentTitle('Pricing');
  return (
    <PageHeader
      title="Pricing"
      description="Plans for freelancers and teams. Brand Explorer Pro unlocks saving favorite brands."
    />
  );
}
