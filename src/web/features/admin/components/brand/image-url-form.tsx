import { LinkIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/lib/toast';

/** spec 001 §8: the words when the address is left empty. */
export const EMPTY_IMAGE_URL_MESSAGE = 'Please enter an image URL';

export interface ImageUrlInput {
  url: string;
  /** '' unless the form asks for a name. */
  name: string;
}

/** The values to send, trimmed; null when the address is empty. */
export function readImageUrlInput(url: string, name: string): ImageUrlInput | null {
  const address = url.trim();
  return address ? { url: address, name: name.trim() } : null;
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
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = readImageUrlInput(url, name);
    if (!input) {
      onProblem(EMPTY_IMAGE_URL_MESSAGE);
      return void toast.error(EMPTY_IMAGE_URL_MESSAGE);
    }
    onProblem(null);
    onSubmit(input, () => {
      setUrl('');
      setName('');
    });
  };

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
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        placeholder={placeholder}
        className="h-8 text-xs"
        disabled={disabled}
      />
      {nameLabel ? (
        <>
          <label htmlFor={`${id}-name`} className="sr-only">
            {nameLabel}
          </label>
          <Input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="Name (optional)"
            className="h-8 text-xs sm:max-w-48"
            maxLength={160}
            disabled={disabled}
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
