// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '@/web/lib/toast';
import { LazyToaster } from './lazy-toaster';

describe('the toaster', () => {
  it('is absent from a page only read, and ready from the first press on, before any notice', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Save</button>
        <LazyToaster />
      </>,
    );
    // Long enough for an effect or a module load that should not happen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeTruthy();
    expect(screen.queryByText('Saved')).toBeNull();

    act(() => toast.success('Saved'));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
