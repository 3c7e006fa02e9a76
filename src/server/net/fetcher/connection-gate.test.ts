import { describe, expect, it } from 'vitest';
import { ConnectionGate, type ConnectionKey } from './connection-gate';

const key = (site: string, user: string | null = null): ConnectionKey => ({ site, user });

/** Enters without waiting for the answer; `admitted` tells whether the request may start yet. */
function ask(gate: ConnectionGate, k: ConnectionKey, signal?: AbortSignal) {
  const entry = { admitted: false, leave: () => {}, refused: null as unknown };
  const done = gate.enter(k, signal).then(
    (leave) => {
      entry.admitted = true;
      entry.leave = leave;
    },
    (reason: unknown) => {
      entry.refused = reason;
    },
  );
  return Object.assign(entry, { done });
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ConnectionGate', () => {
  it('lets requests in up to the process limit and the next one in when one ends', async () => {
    const gate = new ConnectionGate({ total: 3, perSite: 10, perUser: 10 });
    const requests = ['a', 'b', 'c', 'd'].map((site) => ask(gate, key(site)));
    await settle();
    expect(requests.map((r) => r.admitted)).toEqual([true, true, true, false]);
    expect(gate.load).toEqual({ open: 3, waiting: 1 });
    requests[1]?.leave();
    await settle();
    expect(requests[3]?.admitted).toBe(true);
    expect(gate.load).toEqual({ open: 3, waiting: 0 });
  });

  it('holds one slow site to its share while other sites go ahead', async () => {
    const gate = new ConnectionGate({ total: 6, perSite: 2, perUser: 10 });
    const slow = Array.from({ length: 5 }, () => ask(gate, key('slow.example')));
    const other = ask(gate, key('quick.example'));
    await settle();
    expect(slow.filter((r) => r.admitted)).toHaveLength(2);
    expect(other.admitted).toBe(true);
    // Leaving twice counts once.
    slow[0]?.leave();
    slow[0]?.leave();
    await settle();
    expect(slow.filter((r) => r.admitted)).toHaveLength(3);
    expect(gate.load).toEqual({ open: 3, waiting: 2 });
  });

  it("holds one user to their share while another user's requests go ahead", async () => {
    const gate = new ConnectionGate({ total: 8, perSite: 8, perUser: 3 });
    const busy = Array.from({ length: 6 }, (_, i) => ask(gate, key(`site-${i}.example`, 'busy-user')));
    const calm = ask(gate, key('site-0.example', 'calm-user'));
    const nobody = ask(gate, key('site-1.example'));
    await settle();
    expect(busy.filter((r) => r.admitted)).toHaveLength(3);
    expect(calm.admitted).toBe(true);
    expect(nobody.admitted).toBe(true);
  });

  it('admits the oldest waiter that fits first', async () => {
    const gate = new ConnectionGate({ total: 1, perSite: 1, perUser: 1 });
    const first = ask(gate, key('a'));
    const second = ask(gate, key('b'));
    const third = ask(gate, key('c'));
    await settle();
    first.leave();
    await settle();
    expect([second.admitted, third.admitted]).toEqual([true, false]);
  });

  it('gives up a place in the queue when the signal aborts, and refuses an aborted signal at once', async () => {
    const gate = new ConnectionGate({ total: 1, perSite: 1, perUser: 1 });
    const holder = ask(gate, key('a'));
    const controller = new AbortController();
    const waiter = ask(gate, key('b'), controller.signal);
    await settle();
    controller.abort(new Error('the analysis stopped'));
    await waiter.done;
    expect((waiter.refused as Error).message).toBe('the analysis stopped');
    expect(gate.load).toEqual({ open: 1, waiting: 0 });
    await expect(gate.enter(key('c'), AbortSignal.abort(new Error('late')))).rejects.toThrow('late');
    holder.leave();
    expect(gate.load).toEqual({ open: 0, waiting: 0 });
  });
});
