import {
  type ComponentType,
  memo,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { APP_HYDRATED_EVENT } from '@/web/boot/app-hydrated';

/** How far below the screen a part's code is asked for, so that it is there when the part scrolls in. */
const NEAR_SCREEN = '400px 0px';

/** The code of a deferred part: asked for once, by the first part that needs it. */
export interface PartCode<P> {
  readonly arrived: Promise<ComponentType<P>>;
  /** The component, once its code has arrived. */
  loaded?: ComponentType<P>;
  /** Asks for the code (once). */
  readonly ask: () => void;
  /** Called by a part once React has taken its server markup over. */
  readonly hydrated: Set<() => void>;
}

const CODES: PartCode<never>[] = [];

/**
 * Whether the app draws its pages itself: from the start on a page the server did not render,
 * else once it has taken the server's markup over (src/web/main.tsx). A part it draws needs its
 * code at once.
 */
let drawsPages = typeof document !== 'undefined' && !document.getElementById('root')?.firstElementChild;
if (typeof document !== 'undefined' && !drawsPages) {
  document.addEventListener(APP_HYDRATED_EVENT, () => {
    drawsPages = true;
  });
}

/** The code of a part of a page, loaded when a part first needs it (DeferredPart). */
export function partCode<P>(load: () => Promise<ComponentType<P>>): PartCode<P> {
  let ask = () => {};
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  const arrived = asked.then(load).then((component) => {
    code.loaded = component;
    // How React reads a settled promise without waiting (its thenable protocol): `use` returns the
    // component at once, in the server's render and in the browser's alike.
    Object.assign(arrived, { status: 'fulfilled', value: component });
    return component;
  });
  const code: PartCode<P> = { arrived, ask, hydrated: new Set() };
  CODES.push(code as PartCode<never>);
  // A page module loaded to be drawn in the browser: its parts' code travels with its reads.
  if (drawsPages) ask();
  return code;
}

/**
 * Every deferred part's code, loaded: the server renders its pages whole, so it asks for all of
 * them before its first render (src/web/entry-server.tsx).
 */
export async function loadDeferredParts(): Promise<void> {
  for (const code of CODES) code.ask();
  await Promise.all(CODES.map((code) => code.arrived));
}

/**
 * The part with its code. `use` is the first hook and is called on every render: when the code
 * arrives while React waits for it, React replays the suspended render, and the replay must call
 * the same hooks in the same order (skipping `use` there, then calling the effect, is React
 * error 467). Once the code is in, `use` returns it at once (partCode marks the promise settled).
 */
function PartBody<P extends object>({ code, props }: { code: PartCode<P>; props: P }) {
  const Component = use(code.arrived);
  useEffect(() => {
    for (const done of code.hydrated) done();
  }, [code]);
  return <Component {...props} />;
}

/**
 * The part's server markup, shown again if React lets go of it before the code arrives: React
 * drops a waiting boundary's server markup when a context above it changes (a visitor's saved
 * brands arriving, say), and shows this fallback instead, so the page looks the same meanwhile.
 * The markup is a copy of the page's own nodes, never parsed again from text.
 */
function ServerMarkup({ nodes }: { nodes: RefObject<Node[]> }) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    holder.current?.replaceChildren(...nodes.current.map((node) => node.cloneNode(true)));
  }, [nodes]);
  if (nodes.current.length === 0) return null;
  return <div ref={holder} className="contents" />;
}

interface DeferredPartProps<P> {
  code: PartCode<P>;
  /** The part's props: values that keep their identity between renders (see DeferredPart). */
  props: P;
  className?: string;
}

function DeferredPartFrame<P extends object>({ code, props, className }: DeferredPartProps<P>) {
  const frame = useRef<HTMLDivElement>(null);
  const shown = useRef<P | null>(null);
  const serverNodes = useRef<Node[]>([]);
  if (drawsPages) code.ask();
  useEffect(() => {
    const element = frame.current;
    const changed = shown.current !== null && shown.current !== props;
    shown.current = props;
    if (code.loaded || !element) return;
    // Drawn by the browser (no server markup to keep), or given new props: its code is needed now.
    if (changed || !element.firstElementChild) {
      code.ask();
      return;
    }
    serverNodes.current = [...element.childNodes].map((node) => node.cloneNode(true));
    // A held press is replayed on the button at the same place: the markup may have been drawn anew.
    const held: number[] = [];
    const buttons = () => [...element.querySelectorAll('button')];
    const hold = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !element.contains(button) || code.loaded) return;
      event.preventDefault();
      event.stopPropagation();
      held.push(buttons().indexOf(button));
      code.ask();
    };
    const replay = () => {
      document.removeEventListener('click', hold, true);
      for (const index of held.splice(0)) buttons()[index]?.click();
    };
    // On the document, before React's listener on the root, which drops a press on markup it has
    // not hydrated yet.
    document.addEventListener('click', hold, true);
    code.hydrated.add(replay);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) code.ask();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.removeEventListener('click', hold, true);
      code.hydrated.delete(replay);
    };
  }, [code, props]);
  return (
    <div ref={frame} className={className}>
      <Suspense fallback={<ServerMarkup nodes={serverNodes} />}>
        <PartBody code={code} props={props} />
      </Suspense>
    </div>
  );
}

function sameProps<P extends object>(before: DeferredPartProps<P>, after: DeferredPartProps<P>): boolean {
  const keys = Object.keys(after.props) as (keyof P)[];
  return (
    before.code === after.code &&
    before.className === after.className &&
    keys.length === Object.keys(before.props).length &&
    keys.every((key) => Object.is(before.props[key], after.props[key]))
  );
}

/**
 * A part of a server-rendered page whose code loads only when it comes near the screen (at once
 * when the browser draws the page itself). Until then its server markup stays, inside a Suspense
 * boundary that both renders share, and React hydrates it when the code arrives. A button pressed
 * in it meanwhile asks for the code and is pressed again once the part is hydrated.
 *
 * React drops the server markup of a boundary still waiting for its code when the boundary is
 * given new props, so the part renders again only when one of its props changes: give it values
 * that keep their identity between renders (a brand from the query cache, not an object built in
 * the render).
 */
export const DeferredPart = memo(DeferredPartFrame, sameProps) as <P extends object>(
  props: DeferredPartProps<P>,
) => ReturnType<typeof DeferredPartFrame>;
