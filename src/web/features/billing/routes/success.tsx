import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, ClockIcon, LogInIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PAGE_TITLES } from '@/domain/pages';
import { SUCCESS_CHECK_INTERVAL_MS, SUCCESS_CHECK_WINDOW_MS } from '@/domain/pro-plan';
import { useSubscription } from '@/web/api/get-subscription';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';

type SuccessState = 'checking' | 'signed-out' | 'active' | 'waiting' | 'not-confirmed';

/** Reads the subscription every 2 s for up to 30 s after arriving, until Pro is active. */
function useConfirmedSubscription(): { state: SuccessState; checkAgain: () => void } {
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const waiting =
    subscription.signedIn && !subscription.subscribed && now - startedAt < SUCCESS_CHECK_WINDOW_MS;

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
  }, [queryClient]);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      void queryClient.invalidateQueries({ queryKey: ['billing', 'subscription'] });
    }, SUCCESS_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [waiting, queryClient]);

  const checkAgain = () => {
    setStartedAt(Date.now());
    setNow(Date.now());
    void queryClient.invalidateQueries({ queryKey: ['billing', 'subscription'] });
  };
  if (subscription.sessionPending || (subscription.signedIn && subscription.isPending)) {
    return { state: 'checking', checkAgain };
  }
  if (!subscription.signedIn) return { state: 'signed-out', checkAgain };
  if (subscription.subscribed) return { state: 'active', checkAgain };
  return { state: waiting ? 'waiting' : 'not-confirmed', checkAgain };
}

/**
 * /success (spec 000 §2): 'Payment Successful!' and the subscription state refreshed. It says that
 * Brand Explorer Pro is active only once the server says so: signed out, it asks to sign in; not
 * active yet, it checks again for up to 30 s.
 */
export function SuccessRoute() {
  useDocumentTitle(PAGE_TITLES.success);
  const { state, checkAgain } = useConfirmedSubscription();
  const message: Record<SuccessState, { icon: ReactNode; text: string }> = {
    checking: {
      icon: <ClockIcon aria-hidden="true" className="size-12" />,
      text: 'Checking your subscription…',
    },
    'signed-out': {
      icon: <LogInIcon aria-hidden="true" className="size-12" />,
      text: 'Sign in with the address you paid with to use Brand Explorer Pro.',
    },
    active: {
      icon: <CircleCheckIcon aria-hidden="true" className="size-12" />,
      text: 'Brand Explorer Pro is active. Save the brands you love.',
    },
    waiting: {
      icon: <ClockIcon aria-hidden="true" className="size-12" />,
      text: 'Confirming your payment… Brand Explorer Pro starts as soon as it is confirmed.',
    },
    'not-confirmed': {
      icon: <ClockIcon aria-hidden="true" className="size-12" />,
      text: 'Your payment is not confirmed yet. This can take a few minutes; check again in a moment.',
    },
  };
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      {message[state].icon}
      <h1 className="text-3xl font-semibold tracking-tight">Payment Successful!</h1>
      <p className="text-muted-foreground" role="status">
        {message[state].text}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to="/">Home</Link>
        </Button>
        <Button asChild variant={state === 'active' ? 'default' : 'outline'}>
          <Link to="/favorites">My Favorites</Link>
        </Button>
        {state === 'signed-out' ? (
          <Button asChild>
            <Link to="/auth">Sign In</Link>
          </Button>
        ) : state === 'not-confirmed' ? (
          <Button onClick={checkAgain}>Check again</Button>
        ) : null}
      </div>
    </div>
  );
}
