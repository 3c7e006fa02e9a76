import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function UserSettingsRoute() {
  useDocumentTitle('User Settings');
  return (
    <PageHeader
      title="User Settings"
      description="Your profile, the number of brands you have saved and your account security."
    />
  );
}
