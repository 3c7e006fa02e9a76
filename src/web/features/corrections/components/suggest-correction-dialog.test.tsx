// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editableBrand } from '@/web/test/editable-brand';
import { findToast, problemBeside, problemOf } from '@/web/test/form-problems';
import { startRecordingApi } from '@/web/test/recording-api';
import { renderPage } from '@/web/test/render-page';
import { SuggestCorrectionDialog } from './suggest-correction-dialog';

const proposals = () => api.sentTo('/api/brands/acme/corrections');

let api: Awaited<ReturnType<typeof startRecordingApi>>;
beforeEach(async () => {
  api = await startRecordingApi((request) =>
    (request.json as { source_url?: string } | undefined)?.source_url === 'https://acme.example/old'
      ? { status: 409, body: { title: 'Conflict', status: 409, detail: 'You already proposed this value' } }
      : { status: 201, body: { id: 'c1' } },
  );
});
afterEach(async () => {
  cleanup();
  await api.close();
});

async function openDialog() {
  const user = userEvent.setup();
  renderPage(<SuggestCorrectionDialog brand={editableBrand()} />);
  await user.click(screen.getByRole('button', { name: 'Suggest a correction' }));
  await screen.findByRole('dialog', { name: 'Suggest a correction' });
  return user;
}

describe('suggesting a correction', () => {
  it('says beside the value why it cannot be read, sends nothing, and forgets it once edited', async () => {
    const user = await openDialog();
    await user.selectOptions(screen.getByLabelText('Field'), 'year_founded');
    await user.clear(screen.getByLabelText('Correct value'));
    await user.type(screen.getByLabelText('Correct value'), 'nineteen');
    await user.type(screen.getByLabelText('Source'), 'https://acme.example/about');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await findToast('Check the value')).toBeTruthy();
    expect(problemBeside('Correct value')).toBe('Please enter a number');
    expect(proposals()).toEqual([]);
    await user.type(screen.getByLabelText('Correct value'), '1');
    expect(problemBeside('Correct value')).toBeNull();
  });

  it("keeps the server's refusal in the dialog until the next attempt", async () => {
    const user = await openDialog();
    await user.clear(screen.getByLabelText('Correct value'));
    await user.type(screen.getByLabelText('Correct value'), 'Everything, everywhere');
    await user.type(screen.getByLabelText('Source'), 'https://acme.example/old');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await findToast('You already proposed this value')).toBeTruthy();
    const form = screen.getByLabelText('Correct value').closest('form') as HTMLFormElement;
    expect(problemOf(form)).toBe('You already proposed this value');

    await user.clear(screen.getByLabelText('Source'));
    await user.type(screen.getByLabelText('Source'), 'https://acme.example/about');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await findToast('Correction sent')).toBeTruthy();
    expect(proposals().map((r) => (r.json as { value: string }).value)).toEqual([
      'Everything, everywhere',
      'Everything, everywhere',
    ]);
  });
});
