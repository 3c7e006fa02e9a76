import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function AuthRoute() {
  useDocumentTitle('Sign In');
  return (
    <PageHeader
      title="Sign In"
      description="Enter your email address and we'll send you a magic link to sign in. No password needed."
    />
  );
}
