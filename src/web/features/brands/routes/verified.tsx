import { Link } from 'react-router';
import { PAGE_TITLES } from '@/domain/pages';
import { PageHeader } from '@/web/components/page-header';
import { FavoriteButton } from '@/web/features/favorites/components/favorite-button';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { BrandList } from '../components/brand-list';

/** spec 000 §2, §9: 8 skeleton tiles on /verified. */
const SKELETON_TILES = 8;
const VERIFIED = { verified: 'true' } as const;

/** /verified: the brands with the verified badge (has_blue_badge), by name (spec 000 §2). */
export function VerifiedRoute() {
  useDocumentTitle(PAGE_TITLES.verified);
  return (
    <div className="flex flex-col gap-10">
      <PageHeader
        title="Verified Brands"
        description="Brands whose colors and identity have been checked and carry the verified badge, in alphabetical order."
      />
      <section aria-labelledby="verified-list-heading" className="flex flex-col gap-6">
        {/* The page's outline: h1, the list, then each card's h3. */}
        <h2 id="verified-list-heading" className="sr-only">
          Brands, A to Z
        </h2>
        <BrandList
          filters={VERIFIED}
          sort="alpha"
          skeletons={SKELETON_TILES}
          emptyMessage="No verified brands found."
          emptyHint={
            <>
              Browse{' '}
              <Link to="/brands" className="font-medium text-foreground underline underline-offset-4">
                every brand
              </Link>{' '}
              in the meantime.
            </>
          }
          renderAction={(brand) => <FavoriteButton brandId={brand.id} brandName={brand.name} />}
        />
      </section>
    </div>
  );
}
