import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function SettingsRoute() {
  useDocumentTitle('Settings');
  return <PageHeader title="Settings" description="Change your password." />;
}
