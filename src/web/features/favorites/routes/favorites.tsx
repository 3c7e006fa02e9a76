import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function FavoritesRoute() {
  useDocumentTitle('Favorites');
  return (
    <PageHeader
      title="Favorites"
      description="The brands you have saved with Brand Explorer Pro, ready to compare and revisit."
    />
  );
}
