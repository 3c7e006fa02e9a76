import { FIELD_LABELS, isPublicBrandField } from '../../domain/brand-fields';
import { escapeAttribute as escapeHtml } from '../http/html-escape';
import type { OutgoingMail } from '../mail/mailer';

/** A proposed value in a mail: text as written (HTML-escaped in the HTML part), the rest as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

/** The mail a proposer gets once an admin has accepted or rejected their correction. */
export function correctionReviewedMail(input: {
  to: string;
  brandName: string;
  brandUrl: string;
  field: string;
  value: unknown;
  accepted: boolean;
  reason: string | null;
}): OutgoingMail {
  const label = isPublicBrandField(input.field) ? FIELD_LABELS[input.field] : input.field;
  const subject = input.accepted
    ? `Your correction to ${input.brandName} was accepted`
    : `Your correction to ${input.brandName} was not accepted`;
  const lines = [
    input.accepted
      ? `Thank you: your correction of the ${label.toLowerCase()} of ${input.brandName} is now on the brand's page.`
      : `An editor reviewed your correction of the ${label.toLowerCase()} of ${input.brandName} and did not accept it.`,
    '',
    `Proposed value: ${shown(input.value)}`,
    ...(input.reason ? [`Reason: ${input.reason}`] : []),
    '',
    `The brand's page and its history: ${input.brandUrl}`,
  ];
  const html = lines
    .map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`))
    .filter(Boolean)
    .join('\n');
  return { to: input.to, subject, text: lines.join('\n'), html };
}
