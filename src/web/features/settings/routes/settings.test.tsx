// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_PATH } from '@/domain/arrival-requests';
import { findToast, problemBeside, problemOf } from '@/web/test/form-problems';
import { startRecordingApi } from '@/web/test/recording-api';
import { renderPage } from '@/web/test/render-page';
import { SettingsRoute } from './settings';

const session = {
  user: { id: 'u1', email: 'ada@agency.com', role: 'user', createdAt: '2026-01-01T00:00:00.000Z' },
  session: { id: 's1', expiresAt: '2027-01-01T00:00:00.000Z', userId: 'u1' },
};

function apiFor(hasPassword: boolean) {
  return startRecordingApi((request) => {
    if (request.path === SESSION_PATH) return { status: 200, body: session };
    if (request.path === '/api/account') {
      return {
        status: 200,
        body: {
          id: 'u1',
          email: 'ada@agency.com',
          role: 'user',
          created_at: '2026-01-01T00:00:00.000Z',
          favorites_count: 0,
          has_password: hasPassword,
        },
      };
    }
    if ((request.json as { current_password?: string } | undefined)?.current_password === 'not-it') {
      return { status: 400, body: { title: 'Bad Request', status: 400, detail: 'Invalid password' } };
    }
    return { status: 200, body: { message: 'Password updated successfully' } };
  });
}

let api: Awaited<ReturnType<typeof startRecordingApi>>;
afterEach(async () => {
  cleanup();
  await api.close();
});

const changes = () => api.sentTo('/api/account/password');

/** The settings page, once its password form (under `heading`) has shown. */
async function openSettings(heading: string) {
  const user = userEvent.setup();
  renderPage(<SettingsRoute />);
  await screen.findByText(heading);
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('the password form', () => {
  beforeEach(async () => {
    api = await apiFor(true);
  });

  it('says when the two new passwords differ, before judging the length, and sends nothing', async () => {
    const user = await openSettings('Change password');
    await fill(user, {
      'Current password': 'old-secret',
      'New password': 'abc',
      'Confirm new password': 'abd',
    });
    expect(await findToast('New passwords do not match')).toBeTruthy();
    expect(screen.queryByText('Password must be at least 6 characters')).toBeNull();
    expect(problemBeside('Confirm new password')).toBe('New passwords do not match');
    expect(problemBeside('New password')).toBeNull();
    expect(changes()).toEqual([]);
  });

  it('refuses a short password in the spec words and sends nothing', async () => {
    const user = await openSettings('Change password');
    await fill(user, {
      'Current password': 'old-secret',
      'New password': 'abc',
      'Confirm new password': 'abc',
    });
    expect(await findToast('Password must be at least 6 characters')).toBeTruthy();
    expect(problemBeside('New password')).toBe('Password must be at least 6 characters');
    expect(changes()).toEqual([]);
  });

  it("keeps the server's refusal under the form until the next attempt", async () => {
    const user = await openSettings('Change password');
    await fill(user, {
      'Current password': 'not-it',
      'New password': 'new-secret',
      'Confirm new password': 'new-secret',
    });
    expect(await findToast('Invalid password')).toBeTruthy();
    const form = screen.getByRole('button', { name: 'Update password' }).closest('form') as HTMLFormElement;
    expect(problemOf(form)).toBe('Invalid password');
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await findToast('Password updated successfully')).toBeTruthy();
    expect(problemOf(form)).toBeNull();
  });

  it('sends the current and the new password, then empties the fields', async () => {
    const user = await openSettings('Change password');
    await fill(user, {
      'Current password': 'old-secret',
      'New password': 'new-secret',
      'Confirm new password': 'new-secret',
    });
    expect(await screen.findByText('Password updated successfully')).toBeTruthy();
    expect(changes().map((r) => [r.method, r.json])).toEqual([
      ['POST', { current_password: 'old-secret', new_password: 'new-secret' }],
    ]);
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label)).toHaveProperty('value', '');
    }
  });
});

describe('a first password for a magic-link account', () => {
  beforeEach(async () => {
    api = await apiFor(false);
  });

  it('sends only the new password', async () => {
    const user = await openSettings('Set a password');
    await fill(user, { 'New password': 'new-secret', 'Confirm new password': 'new-secret' });
    await expect.poll(() => changes().length).toBe(1);
    expect(changes()[0]?.json).toEqual({ new_password: 'new-secret' });
  });
});
