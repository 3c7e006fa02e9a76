import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AnalysisQueueEntry } from '@/domain/analysis-queue';
import { AnalysisQueueList } from './analysis-queue-list';

function render(entries: AnalysisQueueEntry[], pending: string[] = []) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <AnalysisQueueList entries={entries} pendingIds={new Set(pending)} onAnalyze={() => {}} />,
    },
  ]);
  return renderToString(<RouterProvider router={router} />);
}

const DISABLED = /\sdisabled=""/;

/** The opening tag of the button with this accessible name. */
function buttonTag(html: string, label: string): string {
  return html.match(new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`))?.[0] ?? '';
}

const entry = (fields: Partial<AnalysisQueueEntry>): AnalysisQueueEntry => ({
  id: 'b1',
  name: 'Acme',
  slug: 'acme',
  analysis_status: 'pending',
  analysis_error: null,
  protected: false,
  ...fields,
});

describe('the analysis queue list', () => {
  it('shows a failed brand with its status, its error as text, and its analyze button', () => {
    const html = render([entry({ analysis_status: 'failed', analysis_error: 'The site answered <500>' })]);
    expect(html).toContain('Failed');
    expect(html).toContain('The site answered &lt;500&gt;');
    expect(buttonTag(html, 'Analyze Acme')).not.toBe('');
    expect(buttonTag(html, 'Analyze Acme')).not.toMatch(DISABLED);
  });

  it('disables analyze for a protected brand and one already asked for', () => {
    const html = render(
      [entry({ id: 'p', name: 'Locked', protected: true }), entry({ id: 'q', name: 'Asked' })],
      ['q'],
    );
    expect(html).toMatch(
      /<button[^>]*disabled[^>]*aria-label="Analyze Locked"|aria-label="Analyze Locked"[^>]*disabled/,
    );
    expect(html).toMatch(
      /<button[^>]*disabled[^>]*aria-label="Analyze Asked"|aria-label="Analyze Asked"[^>]*disabled/,
    );
    expect(html).toContain('Protected');
  });

  it('says what to do when the queue is empty', () => {
    expect(render([])).toContain('The queue is empty');
  });
});
