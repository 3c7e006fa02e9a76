import { CircleCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function SuccessRoute() {
  useDocumentTitle('Payment Successful');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 py-12 text-center">
      <CircleCheckIcon aria-hidden="true" className="size-12" strokeWidth={1.5} />
      <h1 className="text-3xl font-semibold tracking-tight">Payment Successful!</h1>
      <p className="text-muted-foreground">
        Welcome to Brand Explorer Pro. You can now save brands to your favorites.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/favorites">Go to Favorites</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to Brand Atlas</Link>
        </Button>
      </div>
    </div>
  );
}
