import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BatchStatus } from '@/domain/analysis-queue';
import { BatchOperations } from './batch-operations';

function render(logos: Partial<BatchStatus>, colors: Partial<BatchStatus> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  const batch = (kind: BatchStatus['kind'], fields: Partial<BatchStatus>): BatchStatus => ({
    kind,
    total: 0,
    open: 0,
    completed: 0,
    failed: 0,
    queued_at: null,
    ...fields,
  });
  client.setQueryData(['admin', 'batches', 'logos'], batch('logos', logos));
  client.setQueryData(['admin', 'batches', 'colors'], batch('colors', colors));
  return renderToString(
    <QueryClientProvider client={client}>
      <BatchOperations />
    </QueryClientProvider>,
  );
}

const DISABLED = /\sdisabled=""/;

/** The opening tag of the button whose text starts with `label`. */
const buttonTag = (html: string, label: string) =>
  html.match(new RegExp(`<button[^>]*>(?:(?!</button>).)*${label}`))?.[0].match(/<button[^>]*>/)?.[0] ?? '';

describe('Batch Operations', () => {
  it('offers both batches when none ever ran', () => {
    const html = render({});
    expect(buttonTag(html, 'Improve All Logos')).not.toMatch(DISABLED);
    expect(buttonTag(html, 'Analyze All Colors \\(3-5 each\\)')).not.toMatch(DISABLED);
    expect(html).not.toContain('role="progressbar"');
    expect(html).not.toContain('Last run');
  });

  it('shows a running batch as a progress bar of the brands done, its button busy', () => {
    const html = render({ total: 166, open: 157, completed: 2, failed: 7 });
    expect(buttonTag(html, 'Improving logos…')).toMatch(DISABLED);
    expect(html).toContain('9<!-- --> of <!-- -->166 brands<!-- --> done');
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="5"/);
    expect(buttonTag(html, 'Analyze All Colors \\(3-5 each\\)')).not.toMatch(DISABLED);
  });

  it('says what the last batch changed once it has ended', () => {
    const html = render({ total: 166, completed: 3, failed: 163 }, { total: 1, completed: 1 });
    expect(html).toContain('Last run: 3 of 166 brands got a better logo.');
    expect(html).toContain('Last run: colours read for 1 of 1 brand.');
    expect(html).not.toContain('role="progressbar"');
  });
});
