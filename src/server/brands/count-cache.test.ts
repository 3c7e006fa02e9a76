import { describe, expect, it } from 'vitest';
import { createTtlCache } from '../../domain/ttl-cache';
import { createLocalEventBus } from '../events/event-bus';
import { clearOnBrandWrites } from './count-cache';

describe('clearOnBrandWrites', () => {
  it('empties the caches when a brand is created or changed, not on analysis progress', async () => {
    const events = createLocalEventBus();
    const totals = createTtlCache<number>(60_000, 10);
    const facets = createTtlCache<number>(60_000, 10);
    const stop = clearOnBrandWrites(events, [totals, facets]);
    let calls = 0;
    const compute = async () => ++calls;
    await totals.get('all', compute);
    await facets.get('all', compute);
    await events.publish({
      type: 'analysis.progress',
      brandId: 'b',
      slug: 'b',
      progress: 50,
      stage: 'colors',
      status: 'analyzing',
    });
    expect([await totals.get('all', compute), await facets.get('all', compute)]).toEqual([1, 2]);
    await events.publish({ type: 'brand.created', brandId: 'b', slug: 'b' });
    expect([await totals.get('all', compute), await facets.get('all', compute)]).toEqual([3, 4]);
    await events.publish({ type: 'brand.changed', brandId: 'b', slug: 'b' });
    expect(await totals.get('all', compute)).toBe(5);
    stop();
    await events.publish({ type: 'brand.changed', brandId: 'b', slug: 'b' });
    expect(await totals.get('all', compute)).toBe(5);
  });
});
