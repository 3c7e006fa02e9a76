import { CheckCircle2Icon, LoaderCircleIcon, UploadCloudIcon } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import { expectedFontFiles, isZipFileName, wrongFontFileMessage } from '@/domain/fonts';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { uploadFontZip } from '../api/fonts';
import { reasonOf } from '../lib/notify';

/** The widget's states (spec 001 §2); 'extracted' is set by the host once the fonts are installed. */
export type FontWidgetState = 'idle' | 'dragging' | 'uploading' | 'done' | 'extracted';

/**
 * The font upload widget of spec 001 §2: a dashed drop area that is also clickable, one .zip file
 * (any case), stored as {folder}/{timestamp}-{name} in the fonts bucket. On success it shows the
 * file name, a 'Next Steps:' note and calls `onUploaded`; on failure it returns to idle.
 */
export function FontDropZone({
  family,
  extracted,
  onUploaded,
}: {
  family: string;
  extracted: boolean;
  onUploaded: (fileName: string) => void;
}) {
  const inputId = useId();
  const [state, setState] = useState<Exclude<FontWidgetState, 'extracted'>>('idle');
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown: FontWidgetState = extracted ? 'extracted' : state;
  const locked = state === 'uploading' || state === 'done';

  const upload = async (files: FileList | null) => {
    // spec 001 §5: only the first file is used.
    const file = files?.[0];
    if (!file || locked) return;
    if (!isZipFileName(file.name)) {
      const message = wrongFontFileMessage(family);
      setError(message);
      setState('idle');
      return void toast.error(message);
    }
    setError(null);
    setState('uploading');
    try {
      await uploadFontZip(file, family);
      setFileName(file.name);
      setState('done');
      toast.success('Upload successful', {
        description: `ZIP file uploaded! Please extract the following font files manually: ${expectedFontFiles(family).join(', ')}`,
      });
      onUploaded(file.name);
    } catch (failure) {
      setState('idle');
      const reason = reasonOf(failure);
      setError(reason ?? 'Failed to upload font files');
      toast.error('Failed to upload font files', reason ? { description: reason } : undefined);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (state === 'dragging') setState('idle');
    void upload(event.dataTransfer.files);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void upload(event.target.files);
    event.target.value = '';
  };

  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={inputId}
        data-state={shown}
        onDragOver={(event) => {
          event.preventDefault();
          if (!locked) setState('dragging');
        }}
        onDragLeave={() => {
          if (state === 'dragging') setState('idle');
        }}
        onDrop={onDrop}
        className={cn(
          'flex min-h-40 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
          locked ? 'cursor-default' : 'cursor-pointer hover:bg-muted/50',
          shown === 'dragging' && 'border-foreground bg-muted',
          (shown === 'done' || shown === 'extracted') && 'border-solid bg-muted/40',
        )}
      >
        {shown === 'idle' ? (
          <>
            <UploadCloudIcon aria-hidden="true" className="size-8 text-muted-foreground" />
            <span className="font-medium">Drag &amp; drop ZIP file here</span>
            <span className="text-sm text-muted-foreground">or click to browse</span>
          </>
        ) : null}
        {shown === 'dragging' ? (
          <>
            <UploadCloudIcon aria-hidden="true" className="size-8" />
            <span className="font-medium">Drop ZIP file here</span>
          </>
        ) : null}
        {shown === 'uploading' ? (
          <>
            <LoaderCircleIcon aria-hidden="true" className="size-8 motion-safe:animate-spin" />
            <span className="font-medium">Uploading...</span>
          </>
        ) : null}
        {shown === 'done' || shown === 'extracted' ? (
          <>
            <CheckCircle2Icon aria-hidden="true" className="size-8" />
            <span className="font-medium">{shown === 'done' ? 'Upload Complete!' : 'Fonts Installed!'}</span>
            {fileName ? <span className="font-mono text-xs text-muted-foreground">{fileName}</span> : null}
          </>
        ) : null}
        <input
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          className="sr-only"
          onChange={onChange}
          disabled={locked || extracted}
          aria-label={`${family} ZIP file`}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
      </label>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {state === 'done' && !extracted ? (
        <div className="rounded-lg border bg-muted/40 p-3 text-sm">
          <p className="font-medium">Next Steps:</p>
          <p className="mt-1 text-muted-foreground">
            Extract the ZIP and upload the individual .woff2 and .woff files. Extract &amp; Install does both
            here.
          </p>
        </div>
      ) : null}
    </div>
  );
}
