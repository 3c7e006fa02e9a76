import type { ExternalToast } from 'sonner';

/**
 * Notices (spec 000 §9) through sonner, which loads with the first notice rather than with every
 * page: most visits show none, and the library is a tenth of the framework's weight. A notice
 * asked for before the toaster is on screen waits for it, then shows as usual.
 */
type Sonner = typeof import('sonner');
type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';
type Message = Parameters<Sonner['toast']>[0];

let sonner: Promise<Sonner> | null = null;
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Whether a notice has been asked for: the toaster mounts from then on. */
export function toasterRequested(): boolean {
  return requested;
}

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the toaster once it listens for notices. */
export function toasterMounted(): void {
  markMounted();
}

/**
 * Mounts the toaster and fetches sonner ahead of the first notice. Called at the visitor's first
 * press of a pointer or a key: a notice mostly answers a click, and the code then arrives while
 * the click's request is on its way, rather than after its answer (250-950 ms later on a slow
 * machine). A page only read, with no press, still loads none of it.
 */
export function prepareToaster(): Promise<Sonner> {
  sonner ??= import('sonner');
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

function show(kind: Kind, message: Message, data?: ExternalToast): void {
  void Promise.all([prepareToaster(), mounted]).then(([{ toast: sonnerToast }]) => {
    if (kind === 'message') sonnerToast(message, data);
    else sonnerToast[kind](message, data);
  });
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show('message', message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    info: (message: Message, data?: ExternalToast) => show('info', message, data),
    warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
  },
);
