import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { isAdmin, useSession } from '@/web/api/get-session';
import { ThemeToggle } from '@/web/components/ui/theme-toggle';
import { cn } from '@/web/lib/cn';
import { GALLERY_LINKS, mainNavLinks } from '../nav-links';
import { DeferredMenu } from './deferred-menu';
import { AccountMenuButton, ColorComparisonsButton } from './menu-buttons';
import { MobileNav } from './mobile-nav';
import { NavSearch } from './nav-search';

// The menus load when first reached for (see DeferredMenu); their buttons show at once.
const loadAccountMenu = async () => (await import('./account-menu')).AccountMenu;
const loadColorComparisonsMenu = async () => (await import('./color-comparisons-menu')).ColorComparisonsMenu;

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'inline-flex h-9 shrink-0 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
    'text-muted-foreground hover:bg-accent hover:text-foreground',
    isActive && 'text-foreground',
  );
}

/** The top navigation of spec 000 §2, with its responsive hiding. */
export function SiteHeader() {
  const [searchOpen, setSearchOpen] = useState(false);
  const { data: session, isPending } = useSession();
  const user = session?.user ?? null;
  const { pathname } = useLocation();
  const isGalleryActive = GALLERY_LINKS.some((link) => link.to === pathname);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:flex-nowrap sm:px-6 lg:px-8">
        <Link
          to="/"
          className={cn(
            'mr-2 shrink-0 rounded-md text-base font-semibold tracking-tight',
            searchOpen && 'max-sm:hidden',
          )}
        >
          Brand Atlas
        </Link>

        {/* Below the small width the bar gives its room to the menu button's sheet. */}
        <nav aria-label="Main" className="flex min-w-0 flex-1 items-center overflow-x-auto p-1 max-sm:hidden">
          <NavLink to="/brands" className={(state) => cn(navLinkClass(state), 'max-sm:hidden')}>
            Browse Brands
          </NavLink>
          <NavLink to="/verified" className={(state) => cn(navLinkClass(state), 'max-md:hidden')}>
            Verified
          </NavLink>
          <DeferredMenu
            load={loadColorComparisonsMenu}
            props={{ className: 'max-lg:hidden' }}
            button={(handlers) => (
              <ColorComparisonsButton className="max-lg:hidden" isActive={isGalleryActive} {...handlers} />
            )}
          />
          <NavLink to="/archetypes" className={(state) => cn(navLinkClass(state), 'max-xl:hidden')}>
            Brand Archetypes
          </NavLink>
          <NavLink to="/quadrants" className={(state) => cn(navLinkClass(state), 'max-xl:hidden')}>
            Brand Quadrants
          </NavLink>
          {user ? (
            <NavLink to="/favorites" className={navLinkClass}>
              Favorites
            </NavLink>
          ) : null}
          {!user && !isPending ? (
            <NavLink to="/auth" className={navLinkClass}>
              Sign In
            </NavLink>
          ) : null}
          {isAdmin(user) ? (
            <NavLink to="/admin" className={navLinkClass}>
              Admin
            </NavLink>
          ) : null}
          <NavLink to="/user-settings" className={navLinkClass}>
            Settings
          </NavLink>
          <NavLink to="/pricing" className={navLinkClass}>
            Pricing
          </NavLink>
        </nav>

        <div className="ml-auto flex min-w-0 items-center gap-1 max-sm:flex-1 max-sm:justify-end sm:ml-0">
          <NavSearch open={searchOpen} onOpenChange={setSearchOpen} />
          <ThemeToggle />
          <DeferredMenu
            load={loadAccountMenu}
            props={{ user }}
            button={(handlers) => <AccountMenuButton {...handlers} />}
          />
          {/* Every link, for the widths at which the bar hides some. */}
          <MobileNav
            className="xl:hidden"
            links={mainNavLinks({
              isSignedIn: user !== null,
              isSignedOut: !user && !isPending,
              isAdmin: isAdmin(user),
            })}
          />
        </div>
      </div>
    </header>
  );
}
