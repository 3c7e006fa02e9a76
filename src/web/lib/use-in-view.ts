import { useEffect, useState } from 'react';

/**
 * Whether an element is within `rootMargin` of the viewport; false where the browser cannot tell.
 * Returns a callback ref, so an element that appears later (after data arrives) is observed too.
 */
export function useInView(rootMargin = '0px'): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin,
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [element, rootMargin]);
  return [setElement, inView];
}
