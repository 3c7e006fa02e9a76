// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_PATH } from '@/domain/arrival-requests';
import { findToast, problemBeside } from '@/web/test/form-problems';
import { startRecordingApi } from '@/web/test/recording-api';
import { renderPage } from '@/web/test/render-page';
import { AuthRoute } from './auth';

const TOO_LONG = `${'a'.repeat(250)}@agency.com`;

let api: Awaited<ReturnType<typeof startRecordingApi>>;
beforeEach(async () => {
  api = await startRecordingApi((request) => {
    if (request.path === SESSION_PATH) return { status: 200, body: null };
    const email = (request.json as { email?: string } | undefined)?.email;
    if (email === TOO_LONG) {
      return {
        status: 400,
        body: { code: 'EMAIL_TOO_LONG', message: 'The email address is too long: at most 254 characters' },
      };
    }
    if (request.path === '/api/auth/sign-in/email') {
      return {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      };
    }
    return { status: 200, body: { status: true } };
  });
});
afterEach(async () => {
  cleanup();
  await api.close();
});

describe('signing in', () => {
  it("keeps the server's refusal beside the address until it is changed", async () => {
    const user = userEvent.setup();
    renderPage(<AuthRoute />);
    const field = await screen.findByLabelText('Email');
    // Pasted, as an address this long would be; typing it key by key is slow in a test.
    await user.click(field);
    await user.paste(TOO_LONG);
    await user.click(screen.getByRole('button', { name: 'Send magic link' }));
    expect(await findToast('Sign in failed')).toBeTruthy();
    expect(problemBeside('Email')).toBe('The email address is too long: at most 254 characters');

    await user.clear(field);
    expect(problemBeside('Email')).toBeNull();
    await user.type(field, 'ada@agency.com');
    await user.click(screen.getByRole('button', { name: 'Send magic link' }));
    expect(await screen.findByRole('heading', { name: 'Magic link sent!' })).toBeTruthy();
    expect(
      api.sentTo('/api/auth/sign-in/magic-link').map((r) => (r.json as { email: string }).email),
    ).toEqual([TOO_LONG, 'ada@agency.com']);
  });

  it('says beside the password why a password sign-in failed, until the password changes', async () => {
    const user = userEvent.setup();
    renderPage(<AuthRoute />);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a password' }));
    await user.type(screen.getByLabelText('Email'), 'ada@agency.com');
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findToast('Invalid email or password')).toBeTruthy();
    expect(problemBeside('Password')).toBe('Invalid email or password');
    await user.type(screen.getByLabelText('Password'), '!');
    expect(problemBeside('Password')).toBeNull();
  });
});
