import type { ReactNode } from 'react';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';

/** The server's readable reason for a failure, when it gave one. */
export function reasonOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.detail;
  return undefined;
}

/**
 * A description holding the spec's exact sentence and, on a line of its own, the server's reason:
 * the user reads both and the spec's words stay intact.
 */
function withReason(text: string, reason: string | undefined): ReactNode {
  if (!reason || reason === text) return text;
  return (
    <span className="flex flex-col gap-0.5">
      <span>{text}</span>
      <span className="text-xs opacity-80">{reason}</span>
    </span>
  );
}

/**
 * The failure toasts of spec 001 §8. `title` and `description` are the spec's words; when the spec
 * says "with the message", `fromServer` puts the server's reason in place of the description.
 */
export function notifyFailure(
  title: string,
  description: string | undefined,
  error: unknown,
  options: { fromServer?: boolean } = {},
) {
  const reason = reasonOf(error);
  if (options.fromServer) {
    toast.error(title, { description: reason || description });
    return;
  }
  toast.error(
    title,
    description ? { description: withReason(description, reason) } : { description: reason },
  );
}
