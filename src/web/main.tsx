import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import './styles.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageAt } from '@/domain/pages';
import { App } from '@/web/app';
import { pageReads } from '@/web/app/page-reads';
import { queryClient } from '@/web/app/query-client';
import { createAppRouter, loadPageModule, pageRouteId } from '@/web/app/router';
import { APP_HYDRATED_EVENT } from '@/web/boot/app-hydrated';
import { initTheme } from '@/web/lib/theme';

// Before the first render, so the page never paints in the wrong theme (the CSP forbids an inline script).
initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/**
 * Tells the page's start-up script (src/web/boot/after-first-paint.ts) that the app has taken
 * over the server's markup, so it replays the presses it held meanwhile.
 */
function AnnounceHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
  }, []);
  return null;
}

/** One turn of the event loop: the reads answered from the page's carried data have settled by then. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A page the server rendered (entry-server.tsx) is hydrated: its module loaded, and the query cache
 * holding what the server's render held, the answers the page carries; a read the page does not
 * carry is still on its way, as it was pending in the server's render.
 */
async function hydrate(root: HTMLElement) {
  const url = new URL(window.location.href);
  const page = pageAt(url.pathname);
  const loaded = page ? await loadPageModule(page) : {};
  const reads = pageReads(queryClient, url);
  if (reads) await Promise.race([reads, nextTask()]);
  const router = createAppRouter(loaded, { loaderData: page ? { [pageRouteId(page)]: null } : {} });
  // At transition priority hydration works in slices that yield to the browser, as the first
  // client render below does: the screen is already painted, and stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} />
        <AnnounceHydrated />
      </StrictMode>,
    );
  });
}

if (container.firstElementChild) {
  void hydrate(container);
} else {
  const root = createRoot(container);
  const router = createAppRouter();
  // The first render at transition priority is built in slices that yield to the browser, rather
  // than in one task that a phone's CPU takes hundreds of milliseconds over.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
