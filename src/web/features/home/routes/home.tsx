import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useBrandCount } from '../api/get-brand-count';
import { HomeSearch } from '../components/home-search';

function BrandCount() {
  const { data: total, isPending, isError } = useBrandCount();
  if (isPending) {
    return (
      <span role="status" className="inline-flex h-7 items-center">
        <Skeleton className="h-5 w-56" />
        <span className="sr-only">Counting brands…</span>
      </span>
    );
  }
  if (isError) return <p className="text-lg text-muted-foreground">Discover brands for free</p>;
  return (
    <p className="text-lg text-muted-foreground">
      Discover {total} {total === 1 ? 'brand' : 'brands'} for free
    </p>
  );
}

export function HomeRoute() {
  useDocumentTitle();
  return (
    <section
      aria-labelledby="hero-heading"
      className="flex flex-col items-start gap-8 py-10 sm:py-16 lg:py-24"
    >
      <span className="rounded-full border px-3 py-1 text-xs font-medium text-muted-foreground">
        Brand intelligence for consultants, marketing teams and design agencies
      </span>
      <div className="flex max-w-4xl flex-col gap-4">
        <h1
          id="hero-heading"
          className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          Every brand's colors, archetype and positioning, in one atlas.
        </h1>
        <BrandCount />
      </div>
      <HomeSearch />
      <Button asChild variant="outline" size="lg">
        <Link to="/brands">
          Explore the catalogue
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
