import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ComparisonTray } from '@/web/components/comparison-tray';
import { WelcomeToast } from '@/web/features/auth/components/welcome-toast';
import { NavigationProgress } from './components/navigation-progress';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';

/** The frame of every page: header, the page in its main landmark, footer. */
export function Layout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <WelcomeToast />
      <SiteHeader />
      <main
        id="main-content"
        tabIndex={-1}
        aria-busy={navigation.state !== 'idle'}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 outline-none sm:px-6 lg:px-8"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <ComparisonTray />
      <ScrollRestoration />
    </div>
  );
}
