/**
 * Open live-event streams, counted per client address and in all. A stream holds a socket and a
 * subscription for as long as the page stays open, and is exempt from load shedding: without a
 * ceiling, one client opening connections in a loop would hold every file descriptor the process
 * has, and without a share per address it would take every place from everyone else.
 */
export const STREAMS_PER_CLIENT = 50;
export const STREAMS_PER_PROCESS = 5_000;

export type StreamSlot = { release(): void } | 'client-full' | 'process-full';

export class StreamSlots {
  private readonly perClient = new Map<string, number>();
  private open = 0;

  constructor(
    readonly perClientLimit = STREAMS_PER_CLIENT,
    readonly processLimit = STREAMS_PER_PROCESS,
  ) {}

  get total(): number {
    return this.open;
  }

  /** A place for one more stream of `client`, or which ceiling it reached. */
  take(client: string): StreamSlot {
    const held = this.perClient.get(client) ?? 0;
    if (held >= this.perClientLimit) return 'client-full';
    if (this.open >= this.processLimit) return 'process-full';
    this.perClient.set(client, held + 1);
    this.open++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.open--;
        const left = (this.perClient.get(client) ?? 1) - 1;
        if (left > 0) this.perClient.set(client, left);
        else this.perClient.delete(client);
      },
    };
  }
}
