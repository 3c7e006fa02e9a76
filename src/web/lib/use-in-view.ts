import { useCallback, useState } from 'react';

/**
 * Whether an element is within `rootMargin` of the viewport; false where the browser cannot tell.
 * Returns a callback ref, so an element that appears later (after data arrives) is observed too.
 * The element is watched from the ref itself, not kept in state: a state set while React attaches
 * refs draws the component again at once, and for a list that is every card it holds.
 */
export function useInView(
  rootMargin = '0px',
): [(element: Element | null) => (() => void) | undefined, boolean] {
  const [inView, setInView] = useState(false);
  const observe = useCallback(
    (element: Element | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
        rootMargin,
      });
      observer.observe(element);
      return () => {
        observer.disconnect();
        setInView(false);
      };
    },
    [rootMargin],
  );
  return [observe, inView];
}
