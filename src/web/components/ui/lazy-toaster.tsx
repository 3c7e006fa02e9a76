import { useEffect, useSyncExternalStore } from 'react';
import { onDemand } from '@/web/lib/on-demand';
import { prepareToaster, subscribeToasterRequest, toasterRequested } from '@/web/lib/toast';

const Toaster = onDemand(async () => (await import('./toaster')).Toaster);

/** The presses after which a notice may follow: the toaster gets ready at the first of them. */
const FIRST_INPUTS = ['pointerdown', 'keydown'] as const;

/**
 * The toaster, with sonner's code, from the visitor's first press of a pointer or a key, or from
 * the first notice if one comes sooner (`@/web/lib/toast`).
 */
export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, toasterRequested, () => false);
  useEffect(() => {
    if (requested) return;
    const options = { capture: true, passive: true } as const;
    const ready = () => {
      for (const type of FIRST_INPUTS) window.removeEventListener(type, ready, options);
      prepareToaster();
    };
    for (const type of FIRST_INPUTS) window.addEventListener(type, ready, options);
    return () => {
      for (const type of FIRST_INPUTS) window.removeEventListener(type, ready, options);
    };
  }, [requested]);
  // The holder is on the page from the start: a modal dialog hides the rest of the page from
  // assistive technology but keeps what sits in an element marked aria-live (Radix's rule), so a
  // notice raised from a dialog opened before the toaster mounted is still heard. "off" leaves
  // announcing to the toaster's own polite region.
  return (
    <div aria-live="off" data-slot="toaster-holder">
      {requested ? <Toaster /> : null}
    </div>
  );
}
