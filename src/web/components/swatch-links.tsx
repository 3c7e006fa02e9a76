import { type RefObject, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { nearColorPath } from '@/web/lib/near-color';

interface SwatchBox {
  hex: string;
  label: string;
  left: number;
  top: number;
  width: number;
  height: number;
  radius: string;
}

/**
 * 'Brands near this colour' on the swatches of a card that is itself a link (a link cannot hold
 * another): the swatches inside the card carry `data-swatch-hex` and `data-swatch-label`, and this
 * layer, a sibling of the card's link in a positioned wrapper, lays a link exactly over each one.
 * A pointer on a swatch opens the colour; the rest of the card still opens the brand. The layer's
 * links stay out of the tab order, so a grid of cards keeps one stop per card: keyboard users find
 * every colour's 'Brands near this colour' on the brand's own page.
 */
export function SwatchLinks({ container }: { container: RefObject<HTMLElement | null> }) {
  const [boxes, setBoxes] = useState<SwatchBox[]>([]);
  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const base = element.getBoundingClientRect();
      const found: SwatchBox[] = [];
      for (const node of element.querySelectorAll<HTMLElement>('[data-swatch-hex]')) {
        const rect = node.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        found.push({
          hex: node.dataset.swatchHex ?? '',
          label: node.dataset.swatchLabel ?? 'color',
          left: rect.left - base.left,
          top: rect.top - base.top,
          width: rect.width,
          height: rect.height,
          radius: getComputedStyle(node).borderRadius,
        });
      }
      setBoxes(found);
    };
    const observer = new ResizeObserver(measure);
    // Measured once the page is idle: the layer matters to a pointer that has yet to move, not
    // to the first paint of a grid of cards.
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => observer.observe(element));
    return () => {
      cancel(handle as number);
      observer.disconnect();
    };
  }, [container]);
  return (
    <>
      {boxes.map((box) => (
        <Link
          key={`${box.hex}-${box.left}-${box.top}`}
          to={nearColorPath(box.hex)}
          tabIndex={-1}
          aria-label={`Brands near ${box.label} ${box.hex}`}
          title={`Brands near ${box.label} ${box.hex}`}
          className="absolute z-10 transition-shadow hover:ring-2 hover:ring-foreground/70 hover:ring-offset-2 hover:ring-offset-card"
          style={{
            left: box.left,
            top: box.top,
            width: box.width,
            height: box.height,
            borderRadius: box.radius,
          }}
        />
      ))}
    </>
  );
}
