import { LogOutIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import type { SessionUser } from '@/web/features/auth/api/get-session';
import { useSignOut } from '@/web/features/auth/api/sign-out';

/** Signed in: the email (disabled) and Log Out. Signed out: Sign In (spec 000 §2). */
export function AccountMenu({ user }: { user: SessionUser | null }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account menu">
          <UserIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-72">
        {user ? (
          <>
            <DropdownMenuItem disabled>
              <span className="truncate">{user.email}</span>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
              <LogOutIcon aria-hidden="true" />
              Log Out
            </DropdownMenuItem>
          </>
        ) : (
          <DropdownMenuItem asChild>
            <Link to="/auth">Sign In</Link>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
