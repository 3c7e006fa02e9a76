import { LoaderCircleIcon, UploadIcon } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { cn } from '@/web/lib/cn';

/** Is this a file the browser calls an image? The server checks the bytes again (spec 001 §5). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/**
 * A button that opens the file picker for images: a label styled as a small outline button
 * around a hidden input, so the keyboard reaches it and its focus ring shows.
 */
export function ImageFileButton({
  label,
  multiple = false,
  uploading,
  disabled,
  onChange,
}: {
  label: string;
  multiple?: boolean;
  /** Shows a spinner in place of the upload icon. */
  uploading: boolean;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <label
      className={cn(
        'inline-flex h-8 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-xs font-medium hover:bg-accent',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        disabled && 'pointer-events-none opacity-50',
      )}
    >
      {uploading ? (
        <LoaderCircleIcon aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      ) : (
        <UploadIcon aria-hidden="true" className="size-4" />
      )}
      {label}
      <input
        type="file"
        accept="image/*"
        multiple={multiple}
        className="sr-only"
        onChange={onChange}
        disabled={disabled}
      />
    </label>
  );
}

/** Why the last file or address was refused, under the controls. */
export function MediaProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" className="text-xs text-red-700 dark:text-red-400">
      {problem}
    </p>
  ) : null;
}
