import { LogOutIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { SessionUser } from '@/web/api/get-session';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { useSignOut } from '@/web/features/auth/api/sign-out';
import { AccountMenuButton } from './menu-buttons';

/** Signed in: the email (disabled) and Log Out. Signed out: Sign In (spec 000 §2). */
export function AccountMenu({ user, defaultOpen }: { user: SessionUser | null; defaultOpen?: boolean }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton />
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
