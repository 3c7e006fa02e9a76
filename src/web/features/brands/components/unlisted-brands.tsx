import { LoaderCircleIcon, TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { UnlistedBrand } from '@/domain/brand';
import { useUnlistedBrands } from '../api/get-unlisted-brands';

function StatusOf({ brand }: { brand: UnlistedBrand }) {
  if (brand.analysis_status === 'failed') {
    return (
      <span className="flex items-center gap-1.5 text-sm text-destructive">
        <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
        Analysis failed: open it to see why and try again
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <LoaderCircleIcon aria-hidden="true" className="size-4 shrink-0 motion-safe:animate-spin" />
      {brand.analysis_status === 'analyzing' ? 'Being analyzed' : 'Waiting for its analysis'}
    </span>
  );
}

/**
 * Brands the viewer added whose first analysis has not completed (every one for admins): the
 * catalogue does not list them yet, so they are shown here, to them alone.
 */
export function UnlistedBrands({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  const { data } = useUnlistedBrands(signedIn);
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="unlisted-brands-heading" className="flex flex-col gap-3 rounded-xl border p-5">
      <div className="flex flex-col gap-1">
        <h2 id="unlisted-brands-heading" className="text-lg font-semibold tracking-tight">
          {isAdmin ? 'Brands waiting for their analysis' : 'Your brands in analysis'}
        </h2>
        <p className="text-sm text-muted-foreground">
          Only you{isAdmin ? ', the people who added them' : ''} and the admins see these. Each joins the
          catalogue once its analysis completes.
        </p>
      </div>
      <ul className="flex flex-col divide-y">
        {data.items.map((brand) => (
          <li key={brand.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
            <Link to={`/brands/${brand.slug}`} className="font-medium underline-offset-4 hover:underline">
              {brand.name}
            </Link>
            <StatusOf brand={brand} />
          </li>
        ))}
      </ul>
    </section>
  );
}
