import { Link } from 'react-router';
import type { Brand } from '@/domain/brand';
import { useSession } from '@/web/api/get-session';
import { onDemand } from '@/web/lib/on-demand';

// The dialog and its form load only for signed-in users: visitors download none of that code.
const SuggestCorrectionDialog = onDemand(
  async () => (await import('./suggest-correction-dialog')).SuggestCorrectionDialog,
);

/**
 * "Suggest a correction" on a brand page: a signed-in user proposes a value for any public field
 * with the source that shows it; an editor reviews it and the user is told by e-mail.
 */
export function SuggestCorrection({ brand }: { brand: Brand }) {
  const session = useSession();
  if (!session.data) {
    return (
      <p className="text-sm text-muted-foreground">
        Something out of date?{' '}
        <Link to="/auth" className="font-medium text-foreground underline underline-offset-4">
          Sign in to suggest a correction
        </Link>
      </p>
    );
  }
  return <SuggestCorrectionDialog brand={brand} fallback={<div className="h-8" aria-hidden="true" />} />;
}
