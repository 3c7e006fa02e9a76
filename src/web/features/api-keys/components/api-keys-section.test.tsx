// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findToast, problemBeside } from '@/web/test/form-problems';
import { startRecordingApi } from '@/web/test/recording-api';
import { renderPage } from '@/web/test/render-page';
import { ApiKeysSection } from './api-keys-section';

let api: Awaited<ReturnType<typeof startRecordingApi>>;
beforeEach(async () => {
  api = await startRecordingApi((request) => {
    if (request.method === 'POST') {
      return {
        status: 201,
        body: {
          id: 'k1',
          name: 'Notebook',
          prefix: 'ba_1234',
          created_at: '2026-01-01T00:00:00.000Z',
          last_used_at: null,
          revoked_at: null,
          key: 'ba_1234secret',
        },
      };
    }
    if (request.path === '/api/account/api-keys/usage') {
      return { status: 200, body: { days: [], tier: 'free', daily_quota: 1000 } };
    }
    return { status: 200, body: { items: [], tier: 'free', daily_quota: 1000 } };
  });
});
afterEach(async () => {
  cleanup();
  await api.close();
});

const creations = () => api.requests.filter((r) => r.method === 'POST');

describe('creating an API key', () => {
  it('asks for a name when it is blank and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<ApiKeysSection />);
    await user.type(screen.getByLabelText('Key name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await findToast('Name required')).toBeTruthy();
    expect(await findToast('Please name the key')).toBeTruthy();
    expect(problemBeside('Key name')).toBe('Please name the key');
    expect(creations()).toEqual([]);
  });

  it('sends the trimmed name, shows the new key once and empties the field', async () => {
    const user = userEvent.setup();
    renderPage(<ApiKeysSection />);
    await user.type(screen.getByLabelText('Key name'), ' Notebook ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('ba_1234secret')).toBeTruthy();
    expect(creations().map((r) => [r.path, r.json])).toEqual([
      ['/api/account/api-keys', { name: 'Notebook' }],
    ]);
    expect(screen.getByLabelText('Key name')).toHaveProperty('value', '');
  });
});
