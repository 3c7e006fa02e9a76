import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="font-mono text-6xl font-semibold tracking-tight">404</h1>
      <p className="text-lg text-muted-foreground">Oops! Page not found</p>
      <Button asChild variant="outline">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
