// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES_MESSAGE } from '@/web/lib/use-unsaved-changes';
import { editableBrand } from '@/web/test/editable-brand';
import { startRecordingApi } from '@/web/test/recording-api';
import { ELSEWHERE, renderPage } from '@/web/test/render-page';
import type { BrandAdminView } from './brand-admin-context';
import { BrandEditorForm } from './brand-editor';

const brand = editableBrand();
const PATCH_PATH = `/api/admin/brands/${brand.id}`;

let api: Awaited<ReturnType<typeof startRecordingApi>>;
let editing: boolean[];
let confirm: ReturnType<typeof vi.fn<(message?: string) => boolean>>;

function renderEditor() {
  const admin: BrandAdminView = {
    isAdmin: true,
    isSignedIn: true,
    editing: true,
    setEditing: (on) => editing.push(on),
  };
  const view = renderPage(<BrandEditorForm brand={brand} admin={admin} />);
  return { ...view, editor: within(screen.getByRole('region', { name: 'Edit Acme' })) };
}

beforeEach(async () => {
  editing = [];
  api = await startRecordingApi((request) =>
    request.method === 'PATCH' ? { status: 200, body: brand } : { status: 404, body: { title: 'Not found' } },
  );
  confirm = vi.fn<(message?: string) => boolean>(() => false);
  window.confirm = confirm;
});
afterEach(async () => {
  cleanup();
  await api.close();
});

describe('the brand editor', () => {
  it('shows each refused field its message, tied to the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    await user.clear(editor.getByLabelText('Name'));
    await user.clear(editor.getByLabelText('Year founded'));
    await user.type(editor.getByLabelText('Year founded'), '19');
    await user.clear(editor.getByLabelText('Website'));
    await user.type(editor.getByLabelText('Website'), 'http://');
    await user.click(editor.getByRole('button', { name: 'Save Changes' }));

    expect(await editor.findByRole('alert')).toHaveProperty(
      'textContent',
      'Fix the highlighted fields to save.',
    );
    for (const [label, message] of [
      ['Name', 'A brand needs a name'],
      ['Website', 'Enter a web address such as https://example.com'],
      ['Year founded', 'A four-digit year'],
    ] as const) {
      const field = editor.getByLabelText(label);
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
      const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent, label).toBe(message);
    }
    expect(api.requests).toEqual([]);
    expect(editing).toEqual([]);

    // Corrected, the message leaves as the field is typed in.
    await user.type(editor.getByLabelText('Name'), 'Acme');
    expect(editor.queryByText('A brand needs a name')).toBeNull();
    expect(editor.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps Save Changes off while a colour is not six hex digits', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    const [primary] = editor.getAllByLabelText(/^Hex of /);
    if (!primary) throw new Error('no colour field');
    await user.tripleClick(primary);
    await user.keyboard('#12');
    expect(editor.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);
    expect(editor.getByText('Colours must be # followed by six hex digits.')).toBeTruthy();
    await user.type(primary, 'AB3C');
    expect(editor.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', false);
  });

  it('sends only what changed, in the API shape, then leaves edit mode', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    await user.clear(editor.getByLabelText('Tagline'));
    await user.clear(editor.getByLabelText('Website'));
    await user.type(editor.getByLabelText('Website'), ' acme.test ');
    await user.type(editor.getByLabelText('Keywords (comma-separated)'), ', , rockets');
    await user.selectOptions(editor.getByLabelText('Pricing strategy'), 'premium');
    await user.clear(editor.getByLabelText('Name of color 2'));
    await user.type(editor.getByLabelText('Name of color 2'), 'Ink');
    await user.click(editor.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Brand updated')).toBeTruthy();
    expect(api.requests.map((r) => [r.method, r.path, r.json])).toEqual([
      [
        'PATCH',
        PATCH_PATH,
        {
          tagline: null,
          url: 'https://acme.test',
          pricing_strategy: 'premium',
          keywords: ['anvils', 'rockets'],
          primary_color: '#FF0000',
          secondary_color: '#000000',
          accent_color: null,
          color_palette: ['#FF0000', '#000000'],
          ai_color_names: { '#FF0000': 'Red', '#000000': 'Ink' },
        },
      ],
    ]);
    expect(editing).toEqual([false]);
  });

  it('closes without a request when nothing changed', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor();
    await user.click(editor.getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => editing).toEqual([false]);
    expect(api.requests).toEqual([]);
  });

  it('asks before leaving with unsaved edits, and stays when told to', async () => {
    const user = userEvent.setup();
    const { editor, router } = renderEditor();
    await user.type(editor.getByLabelText('Tagline'), ' and more');
    await act(() => router.navigate('/elsewhere'));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(screen.getByRole('region', { name: 'Edit Acme' })).toBeTruthy();
    expect(screen.queryByText(ELSEWHERE)).toBeNull();
  });

  it('leaves without asking when nothing was edited, or the edit was undone', async () => {
    const user = userEvent.setup();
    const { editor, router } = renderEditor();
    const tagline = editor.getByLabelText('Tagline');
    await user.type(tagline, '!');
    await user.type(tagline, '{Backspace}');
    await act(() => router.navigate('/elsewhere'));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText(ELSEWHERE)).toBeTruthy();
  });
});
