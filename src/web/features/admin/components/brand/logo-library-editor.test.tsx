// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingApi } from '@/web/test/recording-api';
import { renderPage } from '@/web/test/render-page';
import { LogoLibraryEditor } from './logo-library-editor';

const logo = {
  id: 'l1',
  name: 'Wordmark',
  file_url: '/files/brand-logos/b1/l1.svg',
  file_type: 'SVG',
  created_at: '2026-01-01T00:00:00.000Z',
};

let api: Awaited<ReturnType<typeof startRecordingApi>>;
beforeEach(async () => {
  api = await startRecordingApi((request) =>
    request.method === 'PATCH'
      ? { status: 200, body: { ...logo, name: 'Primary mark' } }
      : { status: 200, body: { items: [logo] } },
  );
});
afterEach(async () => {
  cleanup();
  await api.close();
});

const renames = () => api.requests.filter((r) => r.method === 'PATCH');

describe('renaming a library logo', () => {
  it('puts the old name back when the new one is blank, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<LogoLibraryEditor brandId="b1" slug="acme" />);
    const name = await screen.findByLabelText('Name of logo Wordmark');
    await user.clear(name);
    await user.type(name, '  {Enter}');
    await expect.poll(() => (name as HTMLInputElement).value).toBe('Wordmark');
    expect(renames()).toEqual([]);
  });

  it('sends the trimmed name when the field is left', async () => {
    const user = userEvent.setup();
    renderPage(<LogoLibraryEditor brandId="b1" slug="acme" />);
    const name = await screen.findByLabelText('Name of logo Wordmark');
    await user.clear(name);
    await user.type(name, ' Primary mark ');
    await user.tab();
    expect(await screen.findByText('Logo renamed')).toBeTruthy();
    expect(renames().map((r) => [r.path, r.json])).toEqual([
      ['/api/admin/logos/l1', { name: 'Primary mark' }],
    ]);
  });
});
