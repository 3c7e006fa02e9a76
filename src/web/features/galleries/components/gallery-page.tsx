import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export type Gallery = {
  title: string;
  description: string;
};

/** A themed colour-palette gallery (spec 000 §2): colour wheel and brand cards. */
export function GalleryPage({ gallery }: { gallery: Gallery }) {
  useDocumentTitle(gallery.title);
  return <PageHeader title={gallery.title} description={gallery.description} />;
}
