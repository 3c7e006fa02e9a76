import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@/domain/live-events';

/**
 * The browser's one connection to the server's live events (GET /api/events), shared by every
 * page and component that listens. A browser keeps at most six connections per site over HTTP/1.1,
 * and the server limits streams per address: one stream per tab, whatever listens, keeps both free.
 */

export interface LiveListener {
  /** Only this brand's events (by slug); all events when absent. */
  brand?: string;
  onEvent?: (event: LiveEvent) => void;
  /** The server accepted the stream: at once if it already had, and again after each reconnection. */
  onReady?: () => void;
  /** The stream dropped; `gaveUp` when the browser will not reconnect by itself (this module retries later). */
  onDrop?: (gaveUp: boolean) => void;
}

export interface LiveSubscription {
  /** Resolves once the server has accepted the stream, so no event sent from then on is missed. */
  ready: Promise<void>;
  close(): void;
}

const EVENT_TYPES: readonly LiveEvent['type'][] = ['brand.changed', 'brand.created', 'analysis.progress'];
/** After the last listener leaves, the stream stays this long for the next page's listeners. */
const LINGER_MS = 2_000;
/** Events this close together make one refresh. */
const REFRESH_COALESCE_MS = 250;
/** A stream the browser gave up on is opened again after this long. */
const REOPEN_MS = 5_000;

interface Connection {
  source: EventSource;
  isReady: boolean;
}

const listeners = new Set<LiveListener>();
let connection: Connection | null = null;
let lingerTimer: ReturnType<typeof setTimeout> | null = null;
let isReopening = false;

function parse(message: Event): LiveEvent | null {
  try {
    return JSON.parse((message as MessageEvent<string>).data) as LiveEvent;
  } catch {
    return null;
  }
}

function deliver(event: LiveEvent) {
  for (const listener of [...listeners]) {
    if (listener.brand && listener.brand !== event.slug) continue;
    listener.onEvent?.(event);
  }
}

function open(): Connection {
  const source = new EventSource('/api/events');
  const opened: Connection = { source, isReady: false };
  source.addEventListener('ready', () => {
    opened.isReady = true;
    for (const listener of [...listeners]) listener.onReady?.();
  });
  source.addEventListener('error', () => {
    opened.isReady = false;
    const gaveUp = source.readyState === EventSource.CLOSED;
    for (const listener of [...listeners]) listener.onDrop?.(gaveUp);
    if (gaveUp && connection === opened) {
      connection = null;
      if (isReopening) return;
      isReopening = true;
      setTimeout(() => {
        isReopening = false;
        if (listeners.size > 0 && !connection) connection = open();
      }, REOPEN_MS);
    }
  });
  for (const type of EVENT_TYPES) {
    source.addEventListener(type, (message) => {
      const event = parse(message);
      if (event) deliver(event);
    });
  }
  return opened;
}

/** Listens to the live events until `close()`; without EventSource (old browsers) it hears nothing. */
export function subscribeLiveEvents(listener: LiveListener): LiveSubscription {
  if (typeof EventSource === 'undefined') return { ready: Promise.resolve(), close: () => {} };
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  const own: LiveListener = {
    ...listener,
    onReady: () => {
      resolveReady();
      listener.onReady?.();
    },
    onDrop: (gaveUp) => {
      // A stream that cannot open does not hold the caller back; it hears of the drop instead.
      resolveReady();
      listener.onDrop?.(gaveUp);
    },
  };
  listeners.add(own);
  if (lingerTimer) clearTimeout(lingerTimer);
  lingerTimer = null;
  connection ??= open();
  if (connection.isReady) queueMicrotask(() => own.onReady?.());

  return {
    ready,
    close() {
      if (!listeners.delete(own) || listeners.size > 0) return;
      lingerTimer = setTimeout(() => {
        lingerTimer = null;
        if (listeners.size > 0) return;
        connection?.source.close();
        connection = null;
      }, LINGER_MS);
    },
  };
}

/** A component's live listener, for as long as it is mounted. The handlers may change at each render. */
export function useLiveEvents(listener: LiveListener) {
  const current = useRef(listener);
  current.current = listener;
  const brand = listener.brand;
  useEffect(() => {
    const subscription = subscribeLiveEvents({
      ...(brand ? { brand } : {}),
      onEvent: (event) => current.current.onEvent?.(event),
      onReady: () => current.current.onReady?.(),
      onDrop: (gaveUp) => current.current.onDrop?.(gaveUp),
    });
    return () => subscription.close();
  }, [brand]);
}

/**
 * Refreshes the queries under each of `queryKeys` on every live change of the catalogue (a brand
 * created or changed, an analysis moving on), and after a reconnection, when changes may have been
 * missed. `onEvent` hears each event too.
 */
export function useLiveQueryRefresh(
  queryKeys: readonly (readonly unknown[])[],
  options: {
    brand?: string;
    onEvent?: (event: LiveEvent) => void;
    shouldRefresh?: (event: LiveEvent) => boolean;
  } = {},
) {
  const queryClient = useQueryClient();
  const keys = useRef(queryKeys);
  keys.current = queryKeys;
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A burst of events (a bulk run, an import) makes one refresh, not one per event.
  const refresh = () => {
    pending.current ??= setTimeout(() => {
      pending.current = null;
      for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    }, REFRESH_COALESCE_MS);
  };
  const wasReady = useRef(false);
  useLiveEvents({
    ...(options.brand ? { brand: options.brand } : {}),
    onEvent: (event) => {
      options.onEvent?.(event);
      if (options.shouldRefresh?.(event) ?? true) refresh();
    },
    onReady: () => {
      if (wasReady.current) refresh();
      wasReady.current = true;
    },
  });
}
