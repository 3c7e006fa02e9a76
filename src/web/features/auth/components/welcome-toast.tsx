import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { withParams } from '@/domain/query-params';
import { useSession } from '@/web/api/get-session';
import { toast } from '@/web/lib/toast';
import { SIGNED_IN_PARAM } from '../api/request-magic-link';

/** After a magic link: 'Welcome!' once the session exists, then the URL is cleaned (spec 000 §4). */
export function WelcomeToast() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const arrived = params.has(SIGNED_IN_PARAM);
  useEffect(() => {
    if (!arrived || session.isPending) return;
    if (session.data) toast.success('Welcome!', { description: "You've been successfully signed in." });
    setParams(withParams(params, { [SIGNED_IN_PARAM]: null }), { replace: true });
  }, [arrived, session.isPending, session.data, params, setParams]);
  return null;
}
