import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@/domain/live-events';
import { StubEventSource } from '@/web/test/stub-event-source';

const changed = (slug: string): LiveEvent => ({ type: 'brand.changed', brandId: `id-${slug}`, slug });

async function freshModule() {
  vi.resetModules();
  return import('./live-events');
}

beforeEach(() => {
  StubEventSource.opened = [];
  vi.stubGlobal('EventSource', StubEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the shared live-event stream', () => {
  it('serves every listener from one stream, each hearing its own brand or all', async () => {
    const { subscribeLiveEvents } = await freshModule();
    const all: string[] = [];
    const nike: string[] = [];
    subscribeLiveEvents({ onEvent: (event) => all.push(event.slug) });
    subscribeLiveEvents({ brand: 'nike', onEvent: (event) => nike.push(event.slug) });
    expect(StubEventSource.opened).toHaveLength(1);
    const [source] = StubEventSource.opened;
    source?.emit('brand.changed', changed('nike'));
    source?.emit('brand.changed', changed('apple'));
    source?.emit('not.an.event.we.hear', changed('apple'));
    expect(all).toEqual(['nike', 'apple']);
    expect(nike).toEqual(['nike']);
  });

  it('is ready at once for a listener that joins an accepted stream', async () => {
    const { subscribeLiveEvents } = await freshModule();
    const first = subscribeLiveEvents({});
    StubEventSource.opened[0]?.emit('ready');
    await first.ready;
    const onReady = vi.fn();
    const second = subscribeLiveEvents({ onReady });
    await second.ready;
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(StubEventSource.opened).toHaveLength(1);
  });

  it('keeps the stream a moment after the last listener, for the next page', async () => {
    const { subscribeLiveEvents } = await freshModule();
    subscribeLiveEvents({}).close();
    await vi.advanceTimersByTimeAsync(1_000);
    subscribeLiveEvents({});
    await vi.advanceTimersByTimeAsync(5_000);
    expect(StubEventSource.opened).toHaveLength(1);
    expect(StubEventSource.opened[0]?.readyState).not.toBe(StubEventSource.CLOSED);
    const last = subscribeLiveEvents({});
    last.close();
    await vi.advanceTimersByTimeAsync(2_500);
    // Another listener is still open: nothing closes while any listens.
    expect(StubEventSource.opened[0]?.readyState).not.toBe(StubEventSource.CLOSED);
  });

  it('closes when nobody listens, and reopens a stream the browser gave up on', async () => {
    const { subscribeLiveEvents } = await freshModule();
    const drops: boolean[] = [];
    const subscription = subscribeLiveEvents({ onDrop: (gaveUp) => drops.push(gaveUp) });
    const first = StubEventSource.opened[0];
    first?.close();
    first?.emit('error');
    expect(drops).toEqual([true]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(StubEventSource.opened).toHaveLength(2);
    subscription.close();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(StubEventSource.opened[1]?.readyState).toBe(StubEventSource.CLOSED);
  });
});
