/** How many requests the analyzer may have open at once (docs/operations.md, limits). */
export interface ConnectionLimits {
  /** In this process, whatever the site or the user. */
  total: number;
  /** To one site (host name), so one slow site cannot hold every connection. */
  perSite: number;
  /** On behalf of one user, so one user's analyses cannot hold every connection. */
  perUser: number;
}

export const ANALYZER_CONNECTION_LIMITS: ConnectionLimits = { total: 16, perSite: 4, perUser: 8 };

/** Who a request is for: the site it goes to and the user whose analysis needs it (null: nobody's). */
export interface ConnectionKey {
  site: string;
  user: string | null;
}

interface Waiter {
  key: ConnectionKey;
  admit(): void;
}

/**
 * Counts the analyzer's open requests and makes the others wait their turn. A request waits only
 * while one of its own limits is full, so a slow site or a busy user holds up their own requests
 * and nobody else's; when a request ends, the waiters that now fit are let in, oldest first.
 */
export class ConnectionGate {
  private open = 0;
  private readonly bySite = new Map<string, number>();
  private readonly byUser = new Map<string, number>();
  private readonly waiting: Waiter[] = [];

  constructor(readonly limits: ConnectionLimits) {}

  /**
   * Resolves once the request may start, with the function that ends it (idempotent). Rejects
   * with the signal's reason when it aborts first; the place in the queue is given up.
   */
  enter(key: ConnectionKey, signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.fits(key)) return Promise.resolve(this.take(key));
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        key,
        admit: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.take(key));
        },
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Requests open and waiting now. */
  get load(): { open: number; waiting: number } {
    return { open: this.open, waiting: this.waiting.length };
  }

  private fits(key: ConnectionKey): boolean {
    if (this.open >= this.limits.total) return false;
    if ((this.bySite.get(key.site) ?? 0) >= this.limits.perSite) return false;
    return key.user === null || (this.byUser.get(key.user) ?? 0) < this.limits.perUser;
  }

  private take(key: ConnectionKey): () => void {
    this.open++;
    bump(this.bySite, key.site, 1);
    if (key.user !== null) bump(this.byUser, key.user, 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.open--;
      bump(this.bySite, key.site, -1);
      if (key.user !== null) bump(this.byUser, key.user, -1);
      this.admitWaiting();
    };
  }

  private admitWaiting() {
    for (let i = 0; i < this.waiting.length && this.open < this.limits.total; ) {
      const waiter = this.waiting[i] as Waiter;
      if (this.fits(waiter.key)) {
        this.waiting.splice(i, 1);
        waiter.admit();
      } else {
        i++;
      }
    }
  }
}

/** Adds to a count, forgetting keys that reach zero so the maps stay small. */
function bump(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

/** The gate every analyzer request of this process goes through. */
export const ANALYZER_CONNECTIONS = new ConnectionGate(ANALYZER_CONNECTION_LIMITS);
