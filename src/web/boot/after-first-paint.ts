/**
 * The start-up script of a page whose first screen came rendered in its HTML
 * (src/server/http/page-render.ts writes its tag with the app's entry and chunks). The app is
 * asked for once the first contentful paint is reported, so its code never competes with the
 * stylesheet and the text face for a slow connection; a tab opened in the background, which
 * paints nothing, starts it after a second. A press on a button, a radio or a checkbox before
 * the app runs is held, the app started at once, and the press replayed on the same control once
 * the app announces that it has taken the page over (APP_HYDRATED_EVENT). A choice in a list
 * cannot be held (the browser has made it when it says so): the choice is kept, and announced to
 * the app again then. The build minifies this file to
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

  const inApp = <T extends Element>(element: T | null): element is T =>
    element !== null && !!doc.getElementById('root')?.contains(element);
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    const control =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('button, input[type="radio"], input[type="checkbox"]')
        : null;
    if (!inApp(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
    start();
  };
  const chosen = new Map<HTMLSelectElement, string>();
  const keepChoice = (event: Event) => {
    const list = event.target instanceof Element ? event.target.closest('select') : null;
    if (!inApp(list)) return;
    event.stopPropagation();
    chosen.set(list, list.value);
    start();
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('change', keepChoice, true);
  doc.addEventListener(
    APP_HYDRATED_EVENT,
    () => {
      doc.removeEventListener('click', hold, true);
      doc.removeEventListener('change', keepChoice, true);
      for (const control of held.splice(0)) if (control.isConnected) control.click();
      for (const [list, value] of chosen) {
        if (!list.isConnected) continue;
        list.value = value;
        // A list the app drew without that choice is left as the app drew it.
        if (list.value === value) list.dispatchEvent(new Event('change', { bubbles: true }));
      }
      chosen.clear();
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
