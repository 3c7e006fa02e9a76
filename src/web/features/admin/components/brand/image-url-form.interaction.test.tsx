// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/web/test/render-page';
import { EMPTY_IMAGE_URL_MESSAGE, ImageUrlForm } from './image-url-form';

afterEach(cleanup);

function renderForm() {
  const problems: (string | null)[] = [];
  const onSubmit = vi.fn<(input: { url: string; name: string }, clear: () => void) => void>((_, clear) =>
    clear(),
  );
  renderPage(
    <ImageUrlForm
      urlLabel="Library logo URL"
      nameLabel="Library logo name"
      placeholder="https://…/image.png"
      submitLabel="Add by URL"
      onProblem={(problem) => problems.push(problem)}
      onSubmit={onSubmit}
    />,
  );
  return { problems, onSubmit };
}

describe('taking an image by its address', () => {
  it('refuses an empty address in the spec words, as a notice and beside the form', async () => {
    const user = userEvent.setup();
    const { problems, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Library logo name'), 'Mark');
    await user.click(screen.getByRole('button', { name: 'Add by URL' }));
    expect(await screen.findByText(EMPTY_IMAGE_URL_MESSAGE)).toBeTruthy();
    expect(problems).toEqual([EMPTY_IMAGE_URL_MESSAGE]);
    expect(screen.getByLabelText('Library logo URL').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the trimmed address and name, then empties both fields', async () => {
    const user = userEvent.setup();
    const { problems, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Library logo URL'), ' https://cdn.example.com/logo.svg ');
    await user.type(screen.getByLabelText('Library logo name'), ' Hosted Logo {Enter}');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      url: 'https://cdn.example.com/logo.svg',
      name: 'Hosted Logo',
    });
    expect(problems).toEqual([null]);
    await vi.waitFor(() => expect(screen.getByLabelText('Library logo URL')).toHaveProperty('value', ''));
    expect(screen.getByLabelText('Library logo name')).toHaveProperty('value', '');
  });
});
