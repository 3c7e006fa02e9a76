import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../test/test-app';
import { createLocalEventBus, type EventBus } from './event-bus';

let t: TestApp;
let bus: EventBus;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  bus = createLocalEventBus();
  app = createApp({
    webDistDir: t.webDistDir,
    config: t.config,
    database: t.database,
    storage: t.storage,
    logger: createLogger('silent'),
    mailer: t.mailbox,
    events: bus,
  });
});
afterAll(async () => t.close());

async function readEvents(res: Response, count: number): Promise<string[]> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  const events: string[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    events.push(...blocks.filter(Boolean));
  }
  await reader.cancel();
  return events;
}

describe('GET /api/events', () => {
  it('streams live changes of one brand as Server-Sent Events, uncompressed', async () => {
    const controller = new AbortController();
    const res = await app.request('/api/events?brand=nike', {
      signal: controller.signal,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const received = readEvents(res, 2);
    await new Promise((r) => setTimeout(r, 50));
    await bus.publish({ type: 'brand.changed', brandId: 'b1', slug: 'adidas' });
    await bus.publish({
      type: 'analysis.progress',
      brandId: 'b2',
      slug: 'nike',
      progress: 60,
      stage: 'identity',
      status: 'analyzing',
    });
    const events = await received;
    controller.abort();
    expect(events[0]).toContain('event: ready');
    expect(events[1]).toContain('event: analysis.progress');
    expect(events[1]).toContain('"progress":60');
    expect(events.join('\n')).not.toContain('adidas');
  });
});
