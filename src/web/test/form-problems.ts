import { screen, within } from '@testing-library/react';

/**
 * What a screen reader hears as the reason `element` (a field or a form) was refused: the text of
 * its `${id}-problem` element, when the element names it in aria-describedby. Null when it does not.
 */
export function problemOf(element: HTMLElement): string | null {
  const problemId = `${element.id}-problem`;
  const described = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  if (!element.id || !described.includes(problemId)) return null;
  return document.getElementById(problemId)?.textContent ?? null;
}

/** The reason beside the field labelled `label`, once it is marked invalid; null when it is not. */
export function problemBeside(label: string): string | null {
  const field = screen.getByLabelText(label);
  return field.getAttribute('aria-invalid') === 'true' ? problemOf(field) : null;
}

/**
 * Waits for a toast showing `text` (its title or its description) in the notifications region, as
 * assistive technology finds it: a modal dialog must not hide it.
 */
export async function findToast(text: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  return within(region).findByText(text);
}
