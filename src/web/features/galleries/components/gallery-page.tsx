import { useState } from 'react';
import { Link } from 'react-router';
import type { Gallery } from '@/domain/galleries';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useGallery } from '../api/get-gallery';
import { ColorWheel } from './color-wheel';
import { GalleryCard, GalleryCardSkeleton } from './gallery-card';

const SKELETON_CARDS = 6;

function GallerySkeleton() {
  return (
    <div role="status" className="flex flex-col gap-10">
      <span className="sr-only">Loading brands…</span>
      <div
        aria-hidden="true"
        className="grid items-center gap-8 md:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]"
      >
        <Skeleton className="mx-auto aspect-square w-full max-w-md rounded-full" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <GalleryCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A themed colour-palette gallery (spec 000 §2): the colour wheel over the brands' cards. */
export function GalleryPage({ gallery, description }: { gallery: Gallery; description: string }) {
  useDocumentTitle(gallery.title);
  const query = useGallery(gallery.id);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  let body: React.ReactNode;
  if (query.isPending) {
    body = <GallerySkeleton />;
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-8">
        <p className="font-medium">The brands could not be loaded.</p>
        <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (query.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
        <h2 className="text-lg font-medium">{gallery.emptyMessage}</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          None of these brands is in the catalogue yet. Browse{' '}
          <Link to="/brands" className="font-medium text-foreground underline underline-offset-4">
            every brand
          </Link>{' '}
          or add one from the discovery list.
        </p>
      </div>
    );
  } else {
    const brands = query.data;
    body = (
      <div className="flex flex-col gap-12">
        <section aria-labelledby="wheel-heading" className="flex flex-col gap-4">
          <h2 id="wheel-heading" className="sr-only">
            Color wheel
          </h2>
          <ColorWheel brands={brands} selectedId={selectedId} onSelect={setSelectedId} />
        </section>
        <section aria-labelledby="cards-heading" className="flex flex-col gap-5">
          <div className="flex items-baseline justify-between gap-3 border-b pb-3">
            <h2 id="cards-heading" className="text-xl font-semibold tracking-tight">
              Palettes
            </h2>
            <p className="text-sm text-muted-foreground">
              {brands.length} {brands.length === 1 ? 'brand' : 'brands'}
            </p>
          </div>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {brands.map((brand) => (
              <li key={brand.id}>
                <GalleryCard
                  brand={brand}
                  defaultIndustry={gallery.defaultIndustryBadge}
                  isSelected={brand.id === selectedId}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={gallery.title} description={description} />
      {body}
    </div>
  );
}
