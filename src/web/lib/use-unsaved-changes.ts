import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** The question asked before unsaved edits are left behind. */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page without saving them?';

/**
 * While `dirty`, leaving asks first: a link or Back inside the site asks with a confirm dialog, and
 * closing or reloading the tab with the browser's own prompt.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
