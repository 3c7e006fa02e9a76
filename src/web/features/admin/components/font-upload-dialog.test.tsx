// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingApi } from '@/web/test/recording-api';
import { renderPage } from '@/web/test/render-page';
import { FontUploadDialog } from './font-upload-dialog';

let api: Awaited<ReturnType<typeof startRecordingApi>>;
beforeEach(async () => {
  api = await startRecordingApi(() => ({ status: 200, body: { items: [] } }));
});
afterEach(async () => {
  cleanup();
  await api.close();
});

describe('the font family field', () => {
  it('judges the family as it is typed: title, hint and drop zone follow it', async () => {
    const user = userEvent.setup();
    renderPage(<FontUploadDialog brand={{ id: 'b1', name: 'Acme', slug: 'acme' }} />);
    await user.click(screen.getByRole('button', { name: 'Upload Fonts' }));
    const family = await screen.findByLabelText('Font family');
    expect(screen.getByRole('heading', { name: 'Upload SODO Sans Fonts' })).toBeTruthy();
    expect(screen.getByLabelText('SODO Sans ZIP file')).toBeTruthy();

    await user.clear(family);
    await user.type(family, 'Atlas Grotesk!');
    expect(screen.getByRole('heading', { name: 'Upload Brand Fonts' })).toBeTruthy();
    expect(family.getAttribute('aria-invalid')).toBe('true');
    const hint = document.getElementById(family.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Use letters, digits and spaces only.');
    expect(screen.queryByLabelText(/ZIP file$/)).toBeNull();

    await user.type(family, '{Backspace}  ');
    expect(screen.getByRole('heading', { name: 'Upload Atlas Grotesk Fonts' })).toBeTruthy();
    expect(family.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText('Atlas Grotesk ZIP file')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Extract/ })).toHaveProperty('disabled', true);
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
