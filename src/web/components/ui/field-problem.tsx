import { cn } from '@/web/lib/cn';

/**
 * The attributes that tie a field to its problem: aria-invalid while it is refused, and
 * aria-describedby naming the element that says why (`FieldProblem`, id `${id}-problem`). A
 * refusal is its message, or a form library's error object (anything with a message).
 */
export function problemAttributes(id: string, problem: { message?: string } | string | null | undefined) {
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
  } as const;
}

/**
 * Why a field or a form was refused, shown beside it until the next attempt: the toast that says
 * the same fades after 4 s. Its id is `${forId}-problem`, the id `problemAttributes` names in the
 * field's aria-describedby. It is announced as it appears, unless the form announces one summary
 * of its refused fields instead (`announced={false}`).
 */
export function FieldProblem({
  forId,
  message,
  announced = true,
  className,
}: {
  forId: string;
  message: string | null | undefined;
  announced?: boolean;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={`${forId}-problem`}
      role={announced ? 'alert' : undefined}
      className={cn('text-sm text-red-700 dark:text-red-400', className)}
    >
      {message}
    </p>
  );
}
