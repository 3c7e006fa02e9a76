import { LinkIcon } from 'lucide-react';
import { useId } from 'react';
import { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/lib/toast';
import { firstErrorMessage, useZodForm } from '@/web/lib/zod-form';

/** spec 001 §8: the words when the address is left empty. */
export const EMPTY_IMAGE_URL_MESSAGE = 'Please enter an image URL';

export interface ImageUrlInput {
  url: string;
  /** '' unless the form asks for a name. */
  name: string;
}

/**
 * The form's fields, trimmed. Only an empty address is refused here, in the spec's words; an
 * address the server cannot take comes back as its problem.
 */
export const ImageUrlFormSchema = z.object({
  url: z.string().trim().min(1, EMPTY_IMAGE_URL_MESSAGE),
  name: z.string().trim(),
});

/** The values to send, trimmed; null when the address is empty. */
export function readImageUrlInput(url: string, name: string): ImageUrlInput | null {
  const parsed = ImageUrlFormSchema.safeParse({ url, name });
  return parsed.success ? parsed.data : null;
}

/**
 * An image taken by its address (the brand image, the main logo, a library logo), optionally with a
 * name. An empty address is refused here, in the spec's words; `onSubmit` receives the trimmed
 * values and a `clear` to call once the image was taken.
 */
export function ImageUrlForm({
  urlLabel,
  nameLabel,
  placeholder,
  submitLabel,
  disabled = false,
  submitting = false,
  onProblem,
  onSubmit,
}: {
  /** The address field's accessible name. */
  urlLabel: string;
  /** Given, the form adds an optional name field with this accessible name. */
  nameLabel?: string;
  placeholder: string;
  submitLabel: string;
  /** Fields and button both. */
  disabled?: boolean;
  /** The button only, while the address is being taken. */
  submitting?: boolean;
  onProblem: (problem: string | null) => void;
  onSubmit: (input: ImageUrlInput, clear: () => void) => void;
}) {
  const id = useId();
  const form = useZodForm(ImageUrlFormSchema, { defaultValues: { url: '', name: '' } });

  const submit = form.handleSubmit(
    (input) => {
      onProblem(null);
      onSubmit(input, () => form.reset({ url: '', name: '' }));
    },
    (errors) => {
      const problem = firstErrorMessage(errors) ?? EMPTY_IMAGE_URL_MESSAGE;
      onProblem(problem);
      toast.error(problem);
    },
  );
  const urlRefused = Boolean(form.formState.errors.url);

  return (
    <form
      onSubmit={submit}
      className={nameLabel ? 'flex flex-col gap-2 sm:flex-row' : 'flex gap-2'}
      noValidate
    >
      <label htmlFor={`${id}-url`} className="sr-only">
        {urlLabel}
      </label>
      <Input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        placeholder={placeholder}
        className="h-8 text-xs"
        disabled={disabled}
        aria-invalid={urlRefused || undefined}
        {...form.register('url')}
      />
      {nameLabel ? (
        <>
          <label htmlFor={`${id}-name`} className="sr-only">
            {nameLabel}
          </label>
          <Input
            id={`${id}-name`}
            placeholder="Name (optional)"
            className="h-8 text-xs sm:max-w-48"
            maxLength={160}
            disabled={disabled}
            {...form.register('name')}
          />
        </>
      ) : null}
      <Button type="submit" variant="outline" size="sm" disabled={disabled || submitting}>
        <LinkIcon aria-hidden="true" />
        {submitLabel}
      </Button>
    </form>
  );
}
