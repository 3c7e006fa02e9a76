import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { isAdmin, useSession } from '@/web/features/auth/api/get-session';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** /admin, 'Brand Administration': admins only (the API refuses everyone else as well). */
export function AdminRoute() {
  useDocumentTitle('Brand Administration');
  const session = useSession();
  if (session.isPending) return <Skeleton className="h-32 w-full" />;
  if (!isAdmin(session.data?.user)) {
    return (
      <div className="flex flex-col items-start gap-4 py-8">
        <h1 className="text-3xl font-semibold tracking-tight">Admins only</h1>
        <p className="text-muted-foreground">
          {session.data
            ? 'Your account does not have admin access.'
            : 'Please sign in with an admin account.'}
        </p>
        <Button asChild variant="outline">
          <Link to={session.data ? '/brands' : '/auth'}>{session.data ? 'Back to Brands' : 'Sign In'}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="ghost" size="sm" className="-ml-3 self-start text-muted-foreground">
        <Link to="/brands">
          <ArrowLeftIcon aria-hidden="true" />
          Back to Brands
        </Link>
      </Button>
      <PageHeader
        title="Brand Administration"
        description="Manage the catalogue: edit brands, run analyses, import CSV files and curate logos and fonts."
      />
    </div>
  );
}
