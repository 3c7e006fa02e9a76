// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findToast, problemBeside } from '@/web/test/form-problems';
import { startRecordingApi } from '@/web/test/recording-api';
import { renderPage } from '@/web/test/render-page';
import { ProAccess } from './pro-access';

let api: Awaited<ReturnType<typeof startRecordingApi>>;
beforeEach(async () => {
  api = await startRecordingApi((request) =>
    (request.json as { email?: string } | undefined)?.email === 'nobody@agency.com'
      ? {
          status: 404,
          body: { title: 'Not Found', status: 404, detail: 'No account uses nobody@agency.com' },
        }
      : { status: 200, body: { message: 'Pro is on for ada@agency.com' } },
  );
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
    expect(await findToast('Email required')).toBeTruthy();
    expect(await findToast('Please enter an email address')).toBeTruthy();
    expect(problemBeside('Account e-mail')).toBe('Please enter an email address');
    expect(api.requests).toEqual([]);
  });

  it("keeps the server's refusal beside the field until the address changes", async () => {
    const user = userEvent.setup();
    renderPage(<ProAccess />);
    await user.type(screen.getByLabelText('Account e-mail'), 'nobody@agency.com');
    await user.click(screen.getByRole('button', { name: 'Grant Pro' }));
    expect(await findToast('No account uses nobody@agency.com')).toBeTruthy();
    expect(problemBeside('Account e-mail')).toBe('No account uses nobody@agency.com');
    await user.clear(screen.getByLabelText('Account e-mail'));
    await user.type(screen.getByLabelText('Account e-mail'), 'ada@agency.com');
    await user.click(screen.getByRole('button', { name: 'Grant Pro' }));
    expect(await findToast('Pro is on for ada@agency.com')).toBeTruthy();
    expect(problemBeside('Account e-mail')).toBeNull();
  });

  it('grants with the trimmed address, and takes back with the same field', async () => {
    const user = userEvent.setup();
    renderPage(<ProAccess />);
    await user.type(screen.getByLabelText('Account e-mail'), ' ada@agency.com ');
    await user.click(screen.getByRole('button', { name: 'Grant Pro' }));
    expect(await findToast('Pro is on for ada@agency.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    await expect.poll(() => api.sentTo('/api/admin/users/pro').length).toBe(2);
    expect(api.sentTo('/api/admin/users/pro').map((r) => [r.method, r.json])).toEqual([
      ['POST', { email: 'ada@agency.com', active: true }],
      ['POST', { email: 'ada@agency.com', active: false }],
    ]);
  });
});
