/**
 * The start-up script of a page whose first screen came rendered in its HTML
 * (src/server/http/page-render.ts writes its tag with the app's entry and chunks). The app is
 * asked for once the first contentful paint is reported, so its code never competes with the
 * stylesheet and the text face for a slow connection; a tab opened in the background, which
 * paints nothing, starts it after a second. A button pressed before the app runs is held, the
 * app started at once, and the press replayed on the same button once the app announces that it
 * has taken the page over (APP_HYDRATED_EVENT). The build minifies this file to
 * /after-first-paint.js (vite.config.ts): it counts in every such page's first bytes.
 */
import { APP_HYDRATED_EVENT } from './app-hydrated';

const BACKGROUND_TAB_START_MS = 1_000;

export function startAfterFirstPaint(boot: Element | null, doc: Document = document): void {
  const entry = boot?.getAttribute('data-entry');
  if (!boot || !entry) return;
  const chunks = (boot.getAttribute('data-chunks') ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of chunks) {
      doc.head.append(
        Object.assign(doc.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }),
      );
    }
    doc.head.append(
      Object.assign(doc.createElement('script'), { type: 'module', crossOrigin: '', src: entry }),
    );
  };

  const held: HTMLButtonElement[] = [];
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !doc.getElementById('root')?.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
    start();
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener(
    APP_HYDRATED_EVENT,
    () => {
      doc.removeEventListener('click', hold, true);
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    },
    { once: true },
  );

  const view = doc.defaultView;
  const afterPaint = () => setTimeout(start, 0);
  if (view?.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new view.PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
  } else {
    view?.requestAnimationFrame(afterPaint);
  }
  setTimeout(start, BACKGROUND_TAB_START_MS);
}

startAfterFirstPaint(typeof document === 'undefined' ? null : document.currentScript);
