import { ImageIcon, Trash2Icon } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import type { MediaKind } from '@/domain/brand-media';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { useRemoveMedia, useSetMediaUrl, useUploadMedia } from '../../api/brand-media';
import { notifyFailure } from '../../lib/notify';
import { ImageUrlForm } from './image-url-form';
import { ImageFileButton, isImageFile, MediaProblem } from './media-controls';

/** The words of spec 001 §8 for each kind. */
const TEXTS: Record<
  MediaKind,
  {
    title: string;
    uploaded: string;
    removed: string;
    upload: [string, string | undefined];
    update: string;
    remove: string;
  }
> = {
  image: {
    title: 'Brand image',
    uploaded: 'Brand image updated',
    removed: 'Brand image removed',
    upload: ['Error', 'Failed to upload brand image'],
    update: 'Failed to update brand image',
    remove: 'Failed to remove brand image',
  },
  logo: {
    title: 'Main logo',
    uploaded: 'Logo updated',
    removed: 'Logo removed',
    upload: ['Failed to upload logo', undefined],
    update: 'Failed to update logo',
    remove: 'Failed to remove logo',
  },
};

/**
 * Upload, set by URL or remove the brand image or the main logo (spec 001 §6); files are stored
 * through the storage layer and checked by content on the server.
 */
export function MediaEditor({
  brandId,
  brandName,
  kind,
  current,
}: {
  brandId: string;
  brandName: string;
  kind: MediaKind;
  current: string | null;
}) {
  const texts = TEXTS[kind];
  const upload = useUploadMedia(brandId, kind);
  const setUrl = useSetMediaUrl(brandId, kind);
  const remove = useRemoveMedia(brandId, kind);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || setUrl.isPending || remove.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setProblem('Please select an image file');
      return void toast.error('Please select an image file');
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(texts.uploaded),
      onError: (error) => notifyFailure(texts.upload[0], texts.upload[1], error),
    });
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4">
      <h3 className="text-sm font-semibold">{texts.title}</h3>
      <div
        className={cn(
          'flex items-center justify-center overflow-hidden rounded-md border bg-muted/40',
          kind === 'image' ? 'aspect-square w-32' : 'h-24 w-full bg-white p-3',
        )}
      >
        {current ? (
          <img
            src={current}
            alt={`${brandName} ${kind === 'image' ? 'brand image' : 'logo'}`}
            className={kind === 'image' ? 'size-full object-cover' : 'max-h-full max-w-full object-contain'}
          />
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
            <ImageIcon aria-hidden="true" className="size-5" />
            None yet
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <ImageFileButton
          label={`Upload ${kind === 'image' ? 'image' : 'logo'}`}
          uploading={upload.isPending}
          disabled={busy}
          onChange={onFile}
        />
        {current ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success(texts.removed),
                onError: (error) => notifyFailure(texts.remove, undefined, error),
              })
            }
          >
            <Trash2Icon aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </div>
      <ImageUrlForm
        urlLabel={`${texts.title} URL`}
        placeholder="https://…/image.png"
        submitLabel="Set URL"
        disabled={busy}
        onProblem={setProblem}
        onSubmit={({ url }, clear) =>
          setUrl.mutate(url, {
            onSuccess: () => {
              clear();
              toast.success(texts.uploaded);
            },
            onError: (error) => notifyFailure(texts.update, undefined, error),
          })
        }
      />
      <MediaProblem problem={problem} />
    </div>
  );
}
