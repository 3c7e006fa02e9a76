import { Trash2Icon } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { someUploadsFailedText } from '@/domain/admin';
import { MAX_FILES_PER_UPLOAD } from '@/domain/brand-media';
import { type BrandLogoFile, LOGO_NAME_MAX_CHARS, RenameLogoSchema } from '@/domain/logo-library';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/lib/toast';
import { useZodForm } from '@/web/lib/zod-form';
import {
  useAddLibraryLogos,
  useAddLibraryLogoUrl,
  useDeleteLibraryLogo,
  useLibraryLogos,
  useRenameLibraryLogo,
} from '../../api/brand-media';
import { notifyFailure } from '../../lib/notify';
import { ImageUrlForm } from './image-url-form';
import { ImageFileButton, isImageFile, MediaProblem } from './media-controls';

function LogoRow({ logo }: { logo: BrandLogoFile }) {
  const id = useId();
  const form = useZodForm(RenameLogoSchema, { defaultValues: { name: logo.name } });
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameLibraryLogo();
  const remove = useDeleteLibraryLogo();
  const restore = () => form.reset({ name: logo.name });

  // Leaving the field saves it; a name the server would refuse (empty) puts the old one back.
  const commit = form.handleSubmit(({ name }) => {
    if (name === logo.name) return restore();
    rename.mutate(
      { id: logo.id, name },
      {
        onSuccess: () => toast.success('Logo renamed'),
        onError: (error) => {
          restore();
          notifyFailure('Failed to update logo name', undefined, error);
        },
      },
    );
  }, restore);

  return (
    <li className="flex items-center gap-3 py-2">
      <div className="flex size-12 shrink-0 items-center justify-center rounded-md border bg-white p-1.5">
        <img src={logo.file_url} alt="" className="max-h-full max-w-full object-contain" loading="lazy" />
      </div>
      <label htmlFor={`${id}-name`} className="sr-only">
        Name of logo {logo.name}
      </label>
      <Input
        id={`${id}-name`}
        {...form.register('name', { onBlur: () => commit() })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') restore();
        }}
        maxLength={LOGO_NAME_MAX_CHARS}
        className="h-8 text-sm"
        disabled={rename.isPending}
      />
      <span className="w-12 shrink-0 text-center font-mono text-xs text-muted-foreground">
        {logo.file_type}
      </span>
      {confirming ? (
        <div className="flex shrink-0 gap-1">
          <Button
            variant="destructive"
            size="sm"
            disabled={remove.isPending}
            onClick={() =>
              // The promise, not mutate's callbacks: the row unmounts as soon as the list refreshes.
              remove.mutateAsync(logo.id).then(
                () => toast.success('Logo deleted'),
                (error: unknown) => {
                  setConfirming(false);
                  notifyFailure('Failed to delete logo', undefined, error);
                },
              )
            }
          >
            Delete
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </div>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${logo.name}`}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

/**
 * The logo library (spec 001 §6, §8): add files (each checked on its own, 'Some uploads failed'
 * with a count), add by URL, rename, and delete (the stored file goes too when it is ours).
 */
export function LogoLibraryEditor({ brandId, slug }: { brandId: string; slug: string }) {
  const logos = useLibraryLogos(slug);
  const addFiles = useAddLibraryLogos(brandId);
  const addUrl = useAddLibraryLogoUrl(brandId);
  const [problem, setProblem] = useState<string | null>(null);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > MAX_FILES_PER_UPLOAD) {
      setProblem('Too many files');
      return void toast.error('Failed to upload logos', { description: 'Too many files' });
    }
    if (!files.every(isImageFile)) {
      setProblem('Please select an image file');
      return void toast.error('Please select an image file');
    }
    setProblem(null);
    addFiles.mutate(files, {
      onSuccess: ({ added, failed }) => {
        if (added.length === 0) {
          return void toast.error('Failed to upload logos', {
            description: failed.map((f) => `${f.name}: ${f.reason}`).join('; '),
          });
        }
        if (failed.length > 0) {
          return void toast.error('Some uploads failed', {
            description: someUploadsFailedText(failed.length, files.length),
          });
        }
        toast.success(added.length === 1 ? 'Logo added' : `${added.length} logos added`);
      },
      onError: (error) => notifyFailure('Failed to upload logos', undefined, error),
    });
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Logo library</h3>
        <ImageFileButton
          label="Add logo files"
          multiple
          uploading={addFiles.isPending}
          disabled={addFiles.isPending}
          onChange={onFiles}
        />
      </div>
      {logos.isPending ? (
        <div className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : logos.data && logos.data.length > 0 ? (
        <ul aria-label="Logos" className="flex flex-col divide-y">
          {logos.data.map((logo) => (
            <LogoRow key={logo.id} logo={logo} />
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-dashed px-4 py-5 text-center text-sm text-muted-foreground">
          No logos yet. Add SVG or PNG files, or a logo's address.
        </p>
      )}
      <ImageUrlForm
        urlLabel="Library logo URL"
        nameLabel="Library logo name"
        placeholder="https://…/logo.svg"
        submitLabel="Add by URL"
        submitting={addUrl.isPending}
        onProblem={setProblem}
        onSubmit={(input, clear) =>
          addUrl.mutate(input, {
            onSuccess: () => {
              clear();
              toast.success('Logo added');
            },
            onError: (error) => notifyFailure('Failed to add logo URL', undefined, error),
          })
        }
      />
      <MediaProblem problem={problem} />
    </div>
  );
}
