// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingApi } from '@/web/test/recording-api';
import { renderPage } from '@/web/test/render-page';
import { ProAccess } from './pro-access';

let api: Awaited<ReturnType<typeof startRecordingApi>>;
beforeEach(async () => {
  api = await startRecordingApi(() => ({ status: 200, body: { message: 'Pro is on for ada@agency.com' } }));
});
afterEach(async () => {
  cleanup();
  await api.close();
});

describe('the Pro access form', () => {
  it('refuses an empty address in the spec words, marks the field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<ProAccess />);
    await user.type(screen.getByLabelText('Account e-mail'), '   ');
    await user.click(screen.getByRole('button', { name: 'Grant Pro' }));
    expect(await screen.findByText('Email required')).toBeTruthy();
    expect(screen.getByText('Please enter an email address')).toBeTruthy();
    expect(screen.getByLabelText('Account e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toEqual([]);
  });

  it('grants with the trimmed address, and takes back with the same field', async () => {
    const user = userEvent.setup();
    renderPage(<ProAccess />);
    await user.type(screen.getByLabelText('Account e-mail'), ' ada@agency.com ');
    await user.click(screen.getByRole('button', { name: 'Grant Pro' }));
    expect(await screen.findByText('Pro is on for ada@agency.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    await expect.poll(() => api.sentTo('/api/admin/users/pro').length).toBe(2);
    expect(api.sentTo('/api/admin/users/pro').map((r) => [r.method, r.json])).toEqual([
      ['POST', { email: 'ada@agency.com', active: true }],
      ['POST', { email: 'ada@agency.com', active: false }],
    ]);
  });
});
