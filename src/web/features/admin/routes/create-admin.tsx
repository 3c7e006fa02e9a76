import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function CreateAdminRoute() {
  useDocumentTitle('Admin Access');
  return (
    <PageHeader
      title="Admin Access"
      description="Check your role and grant admin access to a team member by email."
    />
  );
}
