import { useQueryClient } from '@tanstack/react-query';
import { EyeOffIcon, TriangleAlertIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Brand } from '@/domain/brand';
import { retryBrandAnalysis } from '@/web/api/retry-analysis';
import { AnalysisProgress } from '@/web/components/analysis-progress';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-client';
import { useBrandAnalysis } from '../api/get-brand-analysis';

const isRunning = (status: Brand['analysis_status'] | undefined) =>
  status === 'pending' || status === 'analyzing';

/**
 * A brand whose analysis has not completed, on its own page: the live progress while it runs, the
 * reason and a second try (for the user who added it) when it failed, and a note that nobody else
 * sees the brand until it is listed.
 */
export function AnalysisStatus({ brand }: { brand: Brand }) {
  const queryClient = useQueryClient();
  const unfinished = brand.analysis_status !== 'completed';
  const analysis = useBrandAnalysis(brand.slug, unfinished);
  const status = analysis.data?.status ?? brand.analysis_status;
  const previous = useRef(status);

  // The analysis finished or failed: the page reads the brand again.
  useEffect(() => {
    if (isRunning(previous.current) && !isRunning(status)) {
      void queryClient.invalidateQueries({ queryKey: ['brands', 'detail', brand.slug] });
      void queryClient.invalidateQueries({ queryKey: ['brands', 'logos', brand.slug] });
    }
    previous.current = status;
  }, [status, brand.slug, queryClient]);

  if (!unfinished && brand.listed) return null;
  return (
    <section aria-labelledby="analysis-status-title" className="flex flex-col gap-4 rounded-xl border p-5">
      <h2 id="analysis-status-title" className="text-lg font-semibold">
        {isRunning(status)
          ? `Analyzing ${brand.name}`
          : status === 'failed'
            ? `The analysis of ${brand.name} failed`
            : `${brand.name} is analyzed`}
      </h2>
      {!brand.listed ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <EyeOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Only you and the admins can see this brand. It joins the catalogue once its analysis completes.
        </p>
      ) : null}
      {isRunning(status) && (analysis.data?.progress ?? 0) === 0 ? (
        <p className="text-sm text-muted-foreground" role="status">
          Waiting for its analysis to start.
        </p>
      ) : isRunning(status) ? (
        <AnalysisProgress progress={analysis.data?.progress ?? 0} brandName={brand.name} />
      ) : status === 'failed' ? (
        <FailedAnalysis
          brand={brand}
          reason={analysis.data?.error ?? brand.analysis_error}
          canRetry={!!analysis.data?.can_retry}
        />
      ) : null}
    </section>
  );
}

function FailedAnalysis({
  brand,
  reason,
  canRetry,
}: {
  brand: Brand;
  reason: string | null;
  canRetry: boolean;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [url, setUrl] = useState(brand.url ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      await retryBrandAnalysis(brand.id, url.trim());
      await queryClient.invalidateQueries({ queryKey: ['brands', 'analysis', brand.slug] });
      await queryClient.invalidateQueries({ queryKey: ['brands', 'detail', brand.slug] });
    } catch (caught) {
      setError(
        caught instanceof ApiError ? (caught.detail ?? caught.title) : 'Could not start the analysis again',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-start gap-2 text-sm" role="alert">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        {reason ?? 'The analysis could not be completed.'}
      </p>
      {canRetry ? (
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2 sm:max-w-lg" noValidate>
          <Label htmlFor={id}>Website</Label>
          <div className="flex gap-2">
            <Input id={id} type="url" value={url} onChange={(e) => setUrl(e.target.value)} required />
            <Button type="submit" disabled={busy || url.trim() === ''}>
              Analyze Again
            </Button>
          </div>
          {error ? (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
