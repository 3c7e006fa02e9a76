import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasterRequest, toasterRequested } from '@/web/lib/toast';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** The toaster, with sonner's code, from the first notice on (`@/web/lib/toast`). */
export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, toasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
