import { type KeyboardEvent, useCallback, useRef, useState } from 'react';

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * One tab stop for a set of items (the swatches of a colour wheel, the points of a chart): Tab
 * enters and leaves the set, the arrow keys move between items, Home and End jump to the ends.
 */
export function useRovingFocus(ids: readonly string[], preferredId: string | null = null) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const elements = useRef(new Map<string, SVGElement | HTMLElement>());
  const current =
    activeId !== null && ids.includes(activeId)
      ? activeId
      : preferredId !== null && ids.includes(preferredId)
        ? preferredId
        : (ids[0] ?? null);

  const focusAt = useCallback(
    (index: number) => {
      const id = ids[(index + ids.length) % ids.length];
      if (id === undefined) return;
      setActiveId(id);
      elements.current.get(id)?.focus();
    },
    [ids],
  );

  function getItemProps(id: string) {
    return {
      tabIndex: id === current ? 0 : -1,
      ref: (element: SVGElement | HTMLElement | null) => {
        if (element) elements.current.set(id, element);
        else elements.current.delete(id);
      },
      onFocus: () => setActiveId(id),
      onKeyDown: (event: KeyboardEvent) => {
        const index = ids.indexOf(id);
        if (NEXT.has(event.key)) focusAt(index + 1);
        else if (PREVIOUS.has(event.key)) focusAt(index - 1);
        else if (event.key === 'Home') focusAt(0);
        else if (event.key === 'End') focusAt(ids.length - 1);
        else return;
        event.preventDefault();
      },
    };
  }

  return { getItemProps };
}
