// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Correction } from '@/domain/corrections';
import { startRecordingApi } from '@/web/test/recording-api';
import { renderPage } from '@/web/test/render-page';
import { ReviewQueue } from './review-queue';

const correction: Correction = {
  id: 'c1',
  brand: { id: 'b1', slug: 'acme', name: 'Acme' },
  field: 'year_founded',
  proposed_value: 1887,
  value_at_proposal: 1902,
  source_url: 'https://acme.example/about',
  comment: null,
  status: 'pending',
  review_reason: null,
  created_at: '2026-01-01T00:00:00.000Z',
  reviewed_at: null,
  proposed_by: 'ada@agency.com',
};

let api: Awaited<ReturnType<typeof startRecordingApi>>;
beforeEach(async () => {
  api = await startRecordingApi((request) => {
    if (request.method === 'POST') return { status: 200, body: { ...correction, status: 'rejected' } };
    if (request.path.startsWith('/api/admin/corrections/stats')) {
      return { status: 200, body: { pending: 1, reviewed: 0, window_days: 30, median_review_seconds: null } };
    }
    return { status: 200, body: { items: [correction], nextCursor: null } };
  });
});
afterEach(async () => {
  cleanup();
  await api.close();
});

const decisions = () => api.requests.filter((r) => r.method === 'POST');

describe('rejecting a correction', () => {
  it('asks for a reason when it is blank and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<ReviewQueue />);
    await user.click(await screen.findByRole('button', { name: 'Reject…' }));
    await user.type(screen.getByLabelText('Reason for the proposer'), '  ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reason required')).toBeTruthy();
    expect(screen.getByText('Please give a reason')).toBeTruthy();
    expect(screen.getByLabelText('Reason for the proposer').getAttribute('aria-invalid')).toBe('true');
    expect(decisions()).toEqual([]);
  });

  it('sends the trimmed reason to the correction', async () => {
    const user = userEvent.setup();
    renderPage(<ReviewQueue />);
    await user.click(await screen.findByRole('button', { name: 'Reject…' }));
    await user.type(screen.getByLabelText('Reason for the proposer'), ' The about page says 1902 {Enter}');
    expect(await screen.findByText('Correction rejected')).toBeTruthy();
    expect(decisions().map((r) => [r.path, r.json])).toEqual([
      ['/api/admin/corrections/c1/reject', { reason: 'The about page says 1902' }],
    ]);
  });
});
