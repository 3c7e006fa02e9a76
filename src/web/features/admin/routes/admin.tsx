import { ArrowLeftIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PAGE_TITLES } from '@/domain/pages';
import { isAdmin, useSession } from '@/web/api/get-session';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ReviewQueue } from '@/web/features/corrections/components/review-queue';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AdminSection } from '../components/admin-section';
import { AnalyzerPanel } from '../components/analyzer-panel';
import { BatchOperations } from '../components/batch-operations';
import { CsvUploadPanel } from '../components/csv-upload-panel';
import { DataManagement } from '../components/data-management';
import { ProAccess } from '../components/pro-access';
import { RecentActivity } from '../components/recent-activity';

function BackToBrands() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 self-start text-muted-foreground">
      <Link to="/brands">
        <ArrowLeftIcon aria-hidden="true" />
        Back to Brands
      </Link>
    </Button>
  );
}

function AdminSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-10 w-80" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="h-36 rounded-xl" />
      </div>
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}

/** /admin, 'Brand Administration' (spec 001 §2): admins only; the API refuses everyone else too. */
export function AdminRoute() {
  useDocumentTitle(PAGE_TITLES.admin);
  const session = useSession();
  const csvPanelId = useId();
  const [csvOpen, setCsvOpen] = useState(false);
  if (session.isPending) return <AdminSkeleton />;
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
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-6">
        <BackToBrands />
        <PageHeader
          title="Brand Administration"
          description="Manage the catalogue: import brands, install fonts, run analyses and watch the queue."
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminSection
          id="data-management"
          title="Data Management"
          description="Import brands from a CSV file, install a brand's fonts, or add the vodka gallery's brands."
        >
          <DataManagement
            csvOpen={csvOpen}
            onToggleCsv={() => setCsvOpen((open) => !open)}
            csvPanelId={csvPanelId}
          />
        </AdminSection>
        <AdminSection
          id="batch-operations"
          title="Batch Operations"
          description="Look for better logos and fresh colours for every brand; the work runs in the background."
        >
          <BatchOperations />
        </AdminSection>
      </div>

      {csvOpen ? (
        <div id={csvPanelId}>
          <AdminSection
            id="csv-upload"
            title="Upload Brands from CSV"
            description="Every row becomes a pending brand in the analysis queue."
          >
            <CsvUploadPanel onImported={() => setCsvOpen(false)} />
          </AdminSection>
        </div>
      ) : null}

      <AdminSection
        id="ai-analysis"
        title="AI Brand Analysis"
        description="Brands wait here until their site has been read for colours, logo, positioning, news and people."
      >
        <AnalyzerPanel />
      </AdminSection>

      <AdminSection
        id="corrections"
        title="Corrections to review"
        description="Values users proposed, with their sources. Accepting applies the value and names the correction as its source; either way the proposer is e-mailed."
      >
        <ReviewQueue />
      </AdminSection>

      <AdminSection
        id="pro-access"
        title="Brand Explorer Pro access"
        description="Give an account Pro without payment, or take it back. Every change is in the audit log."
      >
        <ProAccess />
      </AdminSection>

      <AdminSection id="activity" title="Recent Activity" description="The newest entries of the audit log.">
        <RecentActivity />
      </AdminSection>
    </div>
  );
}
