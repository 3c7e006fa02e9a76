import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by a zod schema from src/domain: the values are the schema's
 * input (what the fields hold), the submit handler receives its output. Errors are judged on
 * submit, then again on every change, so a message never appears before the first attempt.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
}

/** The first message of a refused submit, in the order the schema reported them. */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    const message = (error as FieldError | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
