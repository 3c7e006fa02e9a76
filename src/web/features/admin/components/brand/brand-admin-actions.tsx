import { useQueryClient } from '@tanstack/react-query';
import {
  DownloadCloudIcon,
  ImageUpIcon,
  LoaderCircleIcon,
  PencilIcon,
  RefreshCwIcon,
  ShieldCheckIcon,
  ShieldIcon,
  ShieldOffIcon,
} from 'lucide-react';
import { useState } from 'react';
import type { Brand } from '@/domain/brand';
import { type AdminEditedField, adminEditedFields } from '@/domain/reanalysis';
import { Button } from '@/web/components/ui/button';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import {
  brandSourcesQueryOptions,
  useImportKnownColors,
  useImproveLogo,
  useReanalyze,
  useSetProtection,
} from '../../api/brand-admin';
import { useAnalysisEnd } from '../../api/use-analysis-end';
import { notifyFailure, reasonOf } from '../../lib/notify';
import type { BrandAdminView } from './brand-admin-context';
import { ReanalyzeDialog } from './reanalyze-dialog';

/** spec 001 §8: what improved-logo-fetch answers when it finds nothing better. */
const NO_BETTER_LOGO = 'Could not find a higher quality logo for this brand';

/**
 * The brand header's buttons (spec 001 §2, §6): for admins Edit, Re-Analyze, Update Logo and
 * Protect (a protected brand shows only Unprotect); for signed-in viewers 'Import Known Colors'
 * on brands whose colours are not verified. Visitors see nothing.
 */
export function BrandActionButtons({ brand, admin }: { brand: Brand; admin: BrandAdminView }) {
  const importable = !brand.has_verified_colors && !brand.protected;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {admin.isAdmin ? <AdminButtons brand={brand} admin={admin} /> : null}
      {importable ? <ImportKnownColorsButton brand={brand} /> : null}
    </div>
  );
}

function AdminButtons({ brand, admin }: { brand: Brand; admin: BrandAdminView }) {
  const reanalyze = useReanalyze(brand.id);
  const improveLogo = useImproveLogo(brand.id);
  const protection = useSetProtection(brand.id);
  const [awaiting, setAwaiting] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [edited, setEdited] = useState<AdminEditedField[]>([]);
  const queryClient = useQueryClient();

  // spec 001 §8: 'Analysis completed', or 'Analysis failed' with the analyzer's reason.
  const analysis = useAnalysisEnd(brand.slug, (end) => {
    setAwaiting(false);
    if (end.status === 'completed') toast.success('Analysis completed', { description: brand.name });
    else toast.error('Analysis failed', { description: end.reason ?? 'Failed to re-analyze brand' });
  });

  const startReanalysis = async (keepFields: string[]) => {
    setChoosing(false);
    setAwaiting(true);
    // The live events are followed before the job is queued, so a quick analysis cannot end unseen.
    await analysis.start(brand.analysis_completed_at);
    // spec 001 §7: brands of the verified list keep their colours.
    reanalyze.mutate(
      { preserveColors: brand.has_verified_colors, keepFields },
      {
        onSuccess: ({ kept_fields: kept }) =>
          toast('Re-analysis started', {
            description:
              kept.length === 0
                ? 'The page updates as soon as it is done.'
                : `The page updates as soon as it is done. ${kept.length} admin ${kept.length === 1 ? 'edit is' : 'edits are'} kept.`,
          }),
        onError: (error) => {
          analysis.stop();
          setAwaiting(false);
          notifyFailure('Re-analysis failed', 'Failed to re-analyze brand', error, { fromServer: true });
        },
      },
    );
  };

  // Fields an admin set are shown before starting, each kept unless unticked.
  const reanalyzeBrand = async () => {
    setPreparing(true);
    try {
      const sources = await queryClient.fetchQuery({ ...brandSourcesQueryOptions(brand.id), staleTime: 0 });
      const fields = adminEditedFields(sources);
      setEdited(fields);
      if (fields.length === 0) await startReanalysis([]);
      else setChoosing(true);
    } catch (error) {
      notifyFailure('Re-analysis failed', 'Failed to re-analyze brand', error, { fromServer: true });
    } finally {
      setPreparing(false);
    }
  };

  const toggleProtection = () =>
    protection.mutate(!brand.protected, {
      onSuccess: (saved) => toast.success(saved.protected ? 'Brand protected' : 'Brand unprotected'),
      onError: (error) => notifyFailure('Error', 'Failed to toggle brand protection', error),
    });

  if (brand.protected) {
    return (
      <>
        <span className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium">
          <ShieldCheckIcon aria-hidden="true" className="size-3.5" />
          Protected
        </span>
        <Button variant="outline" size="sm" onClick={toggleProtection} disabled={protection.isPending}>
          <ShieldOffIcon aria-hidden="true" />
          Unprotect
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant={admin.editing ? 'secondary' : 'default'}
        onClick={() => admin.setEditing(!admin.editing)}
        aria-pressed={admin.editing}
      >
        <PencilIcon aria-hidden="true" />
        {admin.editing ? 'Editing' : 'Edit'}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={reanalyze.isPending || awaiting || preparing}
        onClick={() => void reanalyzeBrand()}
      >
        {awaiting ? (
          <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
        ) : (
          <RefreshCwIcon aria-hidden="true" />
        )}
        {awaiting ? 'Analyzing…' : 'Re-Analyze'}
      </Button>
      <ReanalyzeDialog
        brandName={brand.name}
        fields={edited}
        open={choosing}
        onOpenChange={setChoosing}
        onStart={(keepFields) => void startReanalysis(keepFields)}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={improveLogo.isPending}
        onClick={() =>
          improveLogo.mutate(undefined, {
            onSuccess: () =>
              toast.success('Logo updated', { description: 'A higher quality logo was found.' }),
            onError: (error) => {
              if (error instanceof ApiError && error.status === 422 && error.detail === NO_BETTER_LOGO) {
                return void toast.error('No better logo found', { description: NO_BETTER_LOGO });
              }
              toast.error('Logo update failed', { description: reasonOf(error) });
            },
          })
        }
      >
        {improveLogo.isPending ? (
          <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
        ) : (
          <ImageUpIcon aria-hidden="true" />
        )}
        Update Logo
      </Button>
      <Button variant="outline" size="sm" onClick={toggleProtection} disabled={protection.isPending}>
        <ShieldIcon aria-hidden="true" />
        Protect
      </Button>
    </>
  );
}

/** fetch-brand-colors (spec 001 §6, §8), for any signed-in viewer; the server limits the rate. */
function ImportKnownColorsButton({ brand }: { brand: Brand }) {
  const importColors = useImportKnownColors(brand.id);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={importColors.isPending}
      onClick={() =>
        importColors.mutate(undefined, {
          onSuccess: ({ colors }) => {
            if (colors.length === 0) {
              return void toast.error('No colors found', {
                description: 'No colors available for this brand',
              });
            }
            toast.success('Colors imported successfully!', {
              description: `${colors.length} ${colors.length === 1 ? 'color' : 'colors'} found`,
            });
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 422) {
              return void toast.error('No colors found', {
                description: error.detail || 'No colors available for this brand',
              });
            }
            notifyFailure('Error', 'Failed to fetch brand colors', error);
          },
        })
      }
    >
      {importColors.isPending ? (
        <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
      ) : (
        <DownloadCloudIcon aria-hidden="true" />
      )}
      Import Known Colors
    </Button>
  );
}
