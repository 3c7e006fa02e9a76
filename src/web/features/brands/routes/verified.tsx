import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function VerifiedRoute() {
  useDocumentTitle('Verified Brands');
  return (
    <PageHeader
      title="Verified Brands"
      description="Brands whose colors and identity have been checked and carry the verified badge, in alphabetical order."
    />
  );
}
