import { MailCheckIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PAGE_TITLES } from '@/domain/pages';
import { useSession } from '@/web/api/get-session';
import { Button } from '@/web/components/ui/button';
import { FieldProblem, problemAttributes } from '@/web/components/ui/field-problem';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useRequestMagicLink } from '../api/request-magic-link';
import { useSignInWithPassword } from '../api/sign-in-with-password';

/** /auth: passwordless sign-in by a mailed link (spec 000 §2, §8). */
export function AuthRoute() {
  useDocumentTitle(PAGE_TITLES.auth);
  const session = useSession();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [withPassword, setWithPassword] = useState(false);
  // Why the last request was refused, beside the field until the address changes.
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestMagicLink();

  if (session.data) return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    request.mutate(email.trim(), {
      onSuccess: () => {
        setSent(true);
        toast.success('Check your email', { description: "We've sent you a magic link to sign in." });
      },
      onError: (error) => {
        setProblem(error.message);
        toast.error('Sign in failed', { description: error.message });
      },
    });
  };
  const changeEmail = (next: string) => {
    setEmail(next);
    setProblem(null);
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Sign In</h1>
        <p className="text-muted-foreground">
          {withPassword
            ? 'Sign in with your email address and the password you set in Settings.'
            : "Enter your email address and we'll send you a magic link. No password needed."}
        </p>
      </div>
      {params.get('error') ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          This sign-in link has expired or was already used. Request a new one.
        </p>
      ) : null}
      {withPassword ? (
        <PasswordSignIn email={email} onEmail={changeEmail} onMagicLink={() => setWithPassword(false)} />
      ) : sent ? (
        <div className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6" role="status">
          <MailCheckIcon aria-hidden="true" className="size-8" />
          <h2 className="text-xl font-semibold">Magic link sent!</h2>
          <p className="text-sm text-muted-foreground">
            We sent a sign-in link to <span className="font-medium text-foreground">{email}</span>. It works
            once and expires in 15 minutes.
          </p>
          <Button variant="outline" onClick={() => setSent(false)}>
            Try different email
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4 rounded-xl border bg-card p-6">
          <div className="flex flex-col gap-2">
            <Label htmlFor="sign-in-email">Email</Label>
            <Input
              id="sign-in-email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@agency.com"
              value={email}
              onChange={(e) => changeEmail(e.target.value)}
              {...problemAttributes('sign-in-email', problem)}
            />
            <FieldProblem forId="sign-in-email" message={problem} />
          </div>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send magic link'}
          </Button>
          <Button
            type="button"
            variant="link"
            className="self-start px-0"
            onClick={() => setWithPassword(true)}
          >
            Sign in with a password
          </Button>
        </form>
      )}
    </div>
  );
}

/**
 * The secondary way in, for accounts that set a password in /settings after a magic link; it has
 * the magic link's rate limits.
 */
function PasswordSignIn(props: { email: string; onEmail: (email: string) => void; onMagicLink: () => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const signIn = useSignInWithPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    signIn.mutate(
      { email: props.email.trim(), password },
      {
        onSuccess: () => toast.success('Welcome!', { description: "You've been successfully signed in." }),
        onError: (error) => {
          setProblem(error.message);
          toast.error('Sign in failed', { description: error.message });
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border bg-card p-6"
      aria-label="Sign in with a password"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="password-sign-in-email">Email</Label>
        <Input
          id="password-sign-in-email"
          type="email"
          required
          autoComplete="username"
          value={props.email}
          onChange={(e) => {
            props.onEmail(e.target.value);
            setProblem(null);
          }}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="password-sign-in-password">Password</Label>
        <Input
          id="password-sign-in-password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setProblem(null);
          }}
          {...problemAttributes('password-sign-in-password', problem)}
        />
        <FieldProblem forId="password-sign-in-password" message={problem} />
      </div>
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
      <Button type="button" variant="link" className="self-start px-0" onClick={props.onMagicLink}>
        Send me a magic link instead
      </Button>
    </form>
  );
}
