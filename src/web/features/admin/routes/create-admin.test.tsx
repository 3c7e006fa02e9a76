// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_PATH } from '@/domain/arrival-requests';
import { findToast, problemBeside } from '@/web/test/form-problems';
import { startRecordingApi } from '@/web/test/recording-api';
import { renderPage } from '@/web/test/render-page';
import { CreateAdminRoute } from './create-admin';

const session = {
  user: { id: 'u1', email: 'owner@agency.com', role: 'admin', createdAt: '2026-01-01T00:00:00.000Z' },
  session: { id: 's1', expiresAt: '2027-01-01T00:00:00.000Z', userId: 'u1' },
};

let api: Awaited<ReturnType<typeof startRecordingApi>>;
beforeEach(async () => {
  api = await startRecordingApi((request) =>
    request.path === SESSION_PATH
      ? { status: 200, body: session }
      : { status: 200, body: { message: 'colleague@agency.com is now an admin' } },
  );
});
afterEach(async () => {
  cleanup();
  await api.close();
});

const grants = () => api.sentTo('/api/admin/grant');

describe('the admin access form', () => {
  it('refuses an empty address in the spec words and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<CreateAdminRoute />);
    await screen.findByText('owner@agency.com');
    await user.type(screen.getByLabelText('Email to grant admin access'), '  ');
    await user.click(screen.getByRole('button', { name: 'Grant admin access' }));
    expect(await findToast('Email required')).toBeTruthy();
    expect(await findToast('Please enter an email address')).toBeTruthy();
    expect(problemBeside('Email to grant admin access')).toBe('Please enter an email address');
    expect(grants()).toEqual([]);
  });

  it('sends the trimmed address and shows the server message', async () => {
    const user = userEvent.setup();
    renderPage(<CreateAdminRoute />);
    await screen.findByText('owner@agency.com');
    await user.type(screen.getByLabelText('Email to grant admin access'), ' colleague@agency.com ');
    await user.keyboard('{Enter}');
    expect(await findToast('colleague@agency.com is now an admin')).toBeTruthy();
    expect(grants().map((r) => [r.method, r.json])).toEqual([['POST', { email: 'colleague@agency.com' }]]);
  });
});
