import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { NotFoundRoute } from './not-found';

/** Shown inside the layout when a page fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;

  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This page could not be displayed. Reloading usually helps, for instance after Brand Atlas was updated.
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button asChild variant="outline">
          <Link to="/brands">Browse all brands</Link>
        </Button>
      </div>
    </div>
  );
}
