import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisProgressEvent } from '@/domain/live-events';
import { StubEventSource } from '@/web/test/stub-event-source';

const progressOf = (
  brandId: string,
  progress: number,
  status: AnalysisProgressEvent['status'] = 'analyzing',
) => ({
  type: 'analysis.progress',
  brandId,
  slug: `slug-${brandId}`,
  progress,
  stage: 'identity',
  status,
});

/** What the brand route answers while the stream is consulted: the failed brand and its reason. */
const brandAnswers: string[] = [];
function answerBrandReads(reason: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      brandAnswers.push(path);
      return new Response(JSON.stringify({ analysis_status: 'failed', analysis_error: reason }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

async function open() {
  vi.resetModules();
  const { openProgressStream } = await import('./analysis-progress');
  const updates: unknown[] = [];
  const stream = openProgressStream((update) => updates.push(update));
  const source = StubEventSource.opened[0];
  if (!source) throw new Error('no event stream was opened');
  source.emit('ready');
  await stream.ready;
  return { stream, source, updates };
}

beforeEach(() => {
  StubEventSource.opened = [];
  brandAnswers.length = 0;
  vi.stubGlobal('EventSource', StubEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe("the wizard's progress stream", () => {
  it('keeps the checkpoints that arrive before the brand is known and replays only its own, in order', async () => {
    const { stream, source, updates } = await open();
    source.emit('analysis.progress', progressOf('mine', 60));
    source.emit('analysis.progress', progressOf('theirs', 85));
    source.emit('analysis.progress', progressOf('mine', 85));
    expect(updates).toEqual([]);

    stream.follow({ id: 'mine', slug: 'slug-mine' });
    expect(updates).toEqual([
      { kind: 'progress', progress: 60 },
      { kind: 'progress', progress: 85 },
    ]);

    // After following, events come through as they arrive; other brands' stay out.
    source.emit('analysis.progress', progressOf('theirs', 90));
    source.emit('analysis.progress', progressOf('mine', 100, 'completed'));
    expect(updates.at(-1)).toEqual({ kind: 'completed' });
    expect(updates).toHaveLength(3);
    stream.close();
  });

  it('replays a buffered failure with the reason the brand gives', async () => {
    answerBrandReads('The site answered 404');
    const { stream, source, updates } = await open();
    source.emit('analysis.progress', progressOf('mine', 30, 'failed'));
    stream.follow({ id: 'mine', slug: 'slug-mine' });
    await vi.waitFor(() => expect(updates).toEqual([{ kind: 'failed', reason: 'The site answered 404' }]));
    expect(brandAnswers).toEqual(['/api/brands/slug-mine']);
    stream.close();
  });

  it('hears nothing once closed', async () => {
    const { stream, source, updates } = await open();
    stream.follow({ id: 'mine', slug: 'slug-mine' });
    stream.close();
    source.emit('analysis.progress', progressOf('mine', 60));
    expect(updates).toEqual([]);
  });
});
