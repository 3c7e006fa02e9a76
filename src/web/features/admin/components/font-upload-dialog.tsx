import { LoaderCircleIcon, TypeIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { FONT_RELOAD_DELAY_MS } from '@/domain/admin';
import { FontFamilyFormSchema } from '@/domain/font-requests';
import { DEFAULT_FONT_FAMILY, FONT_FAMILY_MAX_CHARS, fontExtractionFailureMessage } from '@/domain/fonts';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { useZodForm } from '@/web/lib/zod-form';
import { useExtractFonts } from '../api/fonts';
import type { BrandChoice } from '../api/search-brands';
import { reasonOf } from '../lib/notify';
import { BrandPicker } from './brand-picker';
import { FontDropZone } from './font-drop-zone';

/**
 * The font upload and extraction dialog (spec 001 §2, §4), for any family (SODO Sans by default)
 * and optionally one brand, whose page then uses the family. After extraction the page reloads
 * 2 s later, as the spec's font flow does.
 */
export function FontUploadDialog({ brand, trigger }: { brand?: BrandChoice; trigger?: ReactNode }) {
  const familyId = useId();
  const [open, setOpen] = useState(false);
  const form = useZodForm(FontFamilyFormSchema, { defaultValues: { family: DEFAULT_FONT_FAMILY } });
  const [target, setTarget] = useState<BrandChoice | null>(brand ?? null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [session, setSession] = useState(0);
  const extract = useExtractFonts();
  // The family is judged as it is typed, by the server's own rule: the title, the hint and the drop
  // zone follow it in the same render.
  const typed = FontFamilyFormSchema.safeParse({ family: form.watch('family') });
  const familyValid = typed.success;
  const family = typed.success ? typed.data.family : '';

  const reset = () => {
    form.reset({ family: DEFAULT_FONT_FAMILY });
    setTarget(brand ?? null);
    setUploaded(null);
    extract.reset();
    setSession((n) => n + 1);
  };

  const install = () =>
    extract.mutate(
      { family, brandId: target?.id ?? null },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setTimeout(() => window.location.reload(), FONT_RELOAD_DELAY_MS);
        },
        onError: (error) => {
          toast.error(fontExtractionFailureMessage(reasonOf(error) ?? (error as Error).message));
        },
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next && !extract.isSuccess) reset();
      }}
    >
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="outline">
            <TypeIcon aria-hidden="true" />
            Upload Fonts
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Upload {familyValid ? family : 'Brand'} Fonts</DialogTitle>
          <DialogDescription>Drop your licensed ZIP file here to install the fonts</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={familyId}>Font family</Label>
          <Input
            id={familyId}
            maxLength={FONT_FAMILY_MAX_CHARS}
            disabled={uploaded !== null}
            aria-invalid={!familyValid}
            {...form.register('family')}
            aria-describedby={`${familyId}-hint`}
          />
          <p id={`${familyId}-hint`} className="text-xs text-muted-foreground">
            {familyValid
              ? 'Files whose names carry the family are installed as Regular, Medium, SemiBold and Bold.'
              : 'Use letters, digits and spaces only.'}
          </p>
        </div>
        {brand ? (
          <p className="text-sm">
            For <span className="font-medium">{brand.name}</span>
          </p>
        ) : (
          <BrandPicker label="Brand" value={target} onChange={setTarget} disabled={extract.isPending} />
        )}
        {familyValid ? (
          <FontDropZone
            key={session}
            family={family}
            extracted={extract.isSuccess}
            onUploaded={setUploaded}
          />
        ) : null}
        {extract.isSuccess ? (
          <p role="status" className="text-sm">
            {extract.data.message} The page reloads in a moment.
          </p>
        ) : null}
        <DialogFooter>
          <Button onClick={install} disabled={uploaded === null || extract.isPending || extract.isSuccess}>
            {extract.isPending ? (
              <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
            ) : null}
            Extract &amp; Install
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
