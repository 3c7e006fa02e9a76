import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FIELD_LABELS, isPublicBrandField } from '@/domain/brand-fields';
import {
  CORRECTION_REASON_MAX_CHARS,
  formatDuration,
  REVIEW_MEDIAN_WINDOW_DAYS,
} from '@/domain/correction-rules';
import { type Correction, RejectCorrectionSchema } from '@/domain/corrections';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/lib/toast';
import { firstErrorMessage, useZodForm } from '@/web/lib/zod-form';
import { useCorrectionStats, useReviewCorrection, useReviewQueue } from '../api/corrections';
import { displayValue } from '../lib/field-values';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The queue's figures: what waits, and how long a review takes (the median over 30 days). */
export function ReviewStats() {
  const stats = useCorrectionStats();
  if (!stats.data) return <Skeleton className="h-12 w-full" />;
  const { pending, reviewed, median_review_seconds: median } = stats.data;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
      <div className="rounded-lg border p-3">
        <dt className="text-xs text-muted-foreground">Waiting for review</dt>
        <dd className="text-xl font-semibold" data-testid="corrections-pending">
          {pending}
        </dd>
      </div>
      <div className="rounded-lg border p-3">
        <dt className="text-xs text-muted-foreground">Median time to review</dt>
        <dd className="text-xl font-semibold" data-testid="corrections-median">
          {median === null ? '—' : formatDuration(median)}
        </dd>
        <dd className="text-xs text-muted-foreground">
          {reviewed} reviewed in the last {REVIEW_MEDIAN_WINDOW_DAYS} days
        </dd>
      </div>
    </dl>
  );
}

function CorrectionCard({ correction }: { correction: Correction }) {
  const review = useReviewCorrection();
  const ids = useId();
  const [rejecting, setRejecting] = useState(false);
  const form = useZodForm(RejectCorrectionSchema, { defaultValues: { reason: '' } });
  const label = isPublicBrandField(correction.field) ? FIELD_LABELS[correction.field] : correction.field;
  const decide = (decision: { accept: true } | { accept: false; reason: string }) =>
    review.mutate(
      { id: correction.id, decision },
      {
        onSuccess: () =>
          toast.success(decision.accept ? 'Correction accepted' : 'Correction rejected', {
            description: `${correction.brand.name}: ${label}. The proposer has been e-mailed.`,
          }),
        onError: (error) => toast.error('Review failed', { description: error.message }),
      },
    );
  const reject = form.handleSubmit(
    ({ reason }) => decide({ accept: false, reason }),
    (errors) => toast.error('Reason required', { description: firstErrorMessage(errors) }),
  );
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4" aria-labelledby={`${ids}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${ids}-title`} className="font-medium">
          <Link to={`/brands/${correction.brand.slug}`} className="underline-offset-4 hover:underline">
            {correction.brand.name}
          </Link>
          <span className="text-muted-foreground"> · {label}</span>
        </h3>
        <span className="text-xs text-muted-foreground">
          {correction.proposed_by ?? 'A former user'} · {timeFormat.format(new Date(correction.created_at))}
        </span>
      </div>
      <div className="grid gap-3 text-sm md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <span className="text-xs text-muted-foreground">When proposed</span>
          <p className="max-h-40 overflow-y-auto rounded-md bg-muted px-3 py-2 break-words whitespace-pre-wrap">
            {displayValue(correction.value_at_proposal)}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-xs text-muted-foreground">Proposed</span>
          <p className="max-h-40 overflow-y-auto rounded-md border px-3 py-2 break-words whitespace-pre-wrap">
            {displayValue(correction.proposed_value)}
          </p>
        </div>
      </div>
      <p className="text-sm break-all">
        <span className="text-muted-foreground">Source: </span>
        <a
          href={correction.source_url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="underline"
        >
          {correction.source_url}
        </a>
      </p>
      {correction.comment ? (
        <p className="text-sm break-words whitespace-pre-wrap">
          <span className="text-muted-foreground">Note: </span>
          {correction.comment}
        </p>
      ) : null}
      {rejecting ? (
        <form onSubmit={reject} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-2">
            <Label htmlFor={`${ids}-reason`}>Reason for the proposer</Label>
            <Input
              id={`${ids}-reason`}
              maxLength={CORRECTION_REASON_MAX_CHARS}
              aria-invalid={form.formState.errors.reason ? true : undefined}
              {...form.register('reason')}
            />
          </div>
          <Button type="submit" variant="destructive" disabled={review.isPending}>
            Reject
          </Button>
          <Button type="button" variant="ghost" onClick={() => setRejecting(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex gap-2">
          <Button type="button" disabled={review.isPending} onClick={() => decide({ accept: true })}>
            Accept
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={review.isPending}
            onClick={() => setRejecting(true)}
          >
            Reject…
          </Button>
        </div>
      )}
    </li>
  );
}

/** The admin review queue: pending corrections, oldest first. */
export function ReviewQueue() {
  const queue = useReviewQueue();
  if (queue.isPending) return <Skeleton className="h-40 w-full" />;
  if (queue.isError) return <p className="text-sm text-destructive">Failed to load the review queue</p>;
  const items = queue.data.pages.flatMap((page) => page.items);
  return (
    <div className="flex flex-col gap-4">
      <ReviewStats />
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No corrections waiting. New ones appear here for review.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Corrections waiting for review">
          {items.map((correction) => (
            <CorrectionCard key={correction.id} correction={correction} />
          ))}
        </ul>
      )}
      {queue.hasNextPage ? (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => queue.fetchNextPage()}
          disabled={queue.isFetchingNextPage}
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}
