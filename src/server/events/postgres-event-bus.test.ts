import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createPostgresEventBus, type LiveEvent } from './event-bus';

const url = process.env.TEST_DATABASE_URL;

// LISTEN/NOTIFY needs a PostgreSQL server: this runs in the PostgreSQL pass of CI.
describe.skipIf(!url)('the PostgreSQL event bus', () => {
  it('delivers an event published by one instance to every listening instance', async () => {
    const logger = createLogger('silent');
    const a = await createPostgresEventBus(url ?? '', logger);
    const b = await createPostgresEventBus(url ?? '', logger);
    try {
      const received = new Promise<LiveEvent>((resolve) => b.subscribe(resolve));
      await a.publish({ type: 'brand.changed', brandId: 'x', slug: 'nike' });
      expect(await received).toEqual({ type: 'brand.changed', brandId: 'x', slug: 'nike' });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
