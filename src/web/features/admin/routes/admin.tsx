import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function AdminRoute() {
  useDocumentTitle('Brand Administration');
  return (
    <PageHeader
      title="Brand Administration"
      description="Manage the catalogue: edit brands, run analyses, import CSV files and curate logos and fonts."
    />
  );
}
