import {
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

type MenuComponent<P> = ComponentType<P & { defaultOpen?: boolean }>;

export interface DeferredMenuHandlers {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * A header menu whose code arrives when the user reaches for it. Until then `button` stands in for
 * the menu's own trigger (same look, same name); pointing at it or focusing it fetches the menu,
 * and pressing it opens the menu as soon as the code is there. This keeps the menu library out of
 * the JavaScript every page needs before it can be used.
 */
export function DeferredMenu<P extends object>({
  load,
  props,
  button,
}: {
  load: () => Promise<MenuComponent<P>>;
  props: P;
  button: (handlers: DeferredMenuHandlers) => ReactNode;
}) {
  const [Menu, setMenu] = useState<MenuComponent<P> | null>(
    () => (loaded.get(load) as MenuComponent<P> | undefined) ?? null,
  );
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  const fetchMenu = useCallback(() => {
    if (Menu) return;
    void load().then(
      (component) => {
        loaded.set(load, component);
        setMenu(() => component);
      },
      () => {
        // Offline or a stale build: the next attempt tries again.
      },
    );
  }, [Menu, load]);

  useEffect(() => {
    if (Menu && hadFocus.current && !openOnLoad) wrapper.current?.querySelector('button')?.focus();
  }, [Menu, openOnLoad]);

  if (Menu) {
    return (
      <span ref={wrapper} className="contents">
        <Menu {...props} defaultOpen={openOnLoad} />
      </span>
    );
  }

  const open = () => {
    setOpenOnLoad(true);
    fetchMenu();
  };
  return (
    <span
      ref={wrapper}
      className="contents"
      onFocusCapture={() => {
        hadFocus.current = true;
      }}
      onBlurCapture={() => {
        hadFocus.current = false;
      }}
    >
      {button({
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onPointerEnter: fetchMenu,
        onFocus: fetchMenu,
        onPointerDown: open,
        onClick: open,
        onKeyDown: (event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        },
      })}
    </span>
  );
}
