import { useQueryClient } from '@tanstack/react-query';
import { CheckIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect } from 'react';
import type { Brand } from '@/domain/brand';
import type { Candidate, Evidence } from '@/domain/extracted-candidate';
import { PICKABLE_FIELDS, type PickableField } from '@/domain/pickable-fields';
import type { FieldProvenance } from '@/domain/provenance';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/lib/toast';
import { useBrandSources, usePickCandidate } from '../../api/brand-admin';
import { notifyFailure } from '../../lib/notify';

const LABELS: Record<PickableField, string> = {
  tagline: 'Tagline',
  description: 'Description',
  mission: 'Mission',
  vision: 'Vision',
  year_founded: 'Year founded',
  primary_color: 'Primary colour',
  logo_url: 'Logo',
  archetype: 'Archetype',
};

const percent = (confidence: number) => `${Math.round(confidence * 100)} %`;

/** Where a candidate was read, in one line: the kind of source, the element and its line. */
function evidenceLine(evidence: Evidence): string {
  const where = [evidence.selector, evidence.line ? `line ${evidence.line}` : null]
    .filter(Boolean)
    .join(', ');
  return where ? `${evidence.source} (${where})` : evidence.source;
}

function CandidateValue({ field, value }: { field: PickableField; value: Candidate['value'] }) {
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  if (field === 'primary_color')
    return (
      <span className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-4 rounded-sm ring-1 ring-border"
          style={{ backgroundColor: text }}
        />
        <span className="font-mono text-sm">{text}</span>
      </span>
    );
  if (field === 'logo_url')
    return text.startsWith('data:image/svg+xml') ? (
      <span className="text-sm">SVG drawn in the page</span>
    ) : (
      <span className="break-all font-mono text-xs">{text}</span>
    );
  return <span className="text-sm text-pretty">{text}</span>;
}

function FieldCandidates({
  brand,
  field,
  entry,
}: {
  brand: Brand;
  field: PickableField;
  entry: FieldProvenance;
}) {
  const pick = usePickCandidate(brand.id);
  const candidates = entry.candidates ?? [];
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="text-sm font-semibold">{LABELS[field]}</h4>
        <span className="text-xs text-muted-foreground">
          {entry.unfilled
            ? 'Not stored: no candidate was sure enough'
            : `Stored at ${percent(entry.confidence ?? 1)} confidence`}
        </span>
      </div>
      <ol className="flex flex-col gap-2">
        {candidates.map((candidate, index) => (
          <li
            // Candidates are replaced as a whole when one is picked: their place identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="flex flex-col gap-2 rounded-md border border-dashed p-2.5 sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <CandidateValue field={field} value={candidate.value} />
              <span className="text-xs break-words text-muted-foreground">
                {percent(candidate.confidence)} · {evidenceLine(candidate.evidence)}
              </span>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={brand.protected || pick.isPending}
              aria-label={`Use this ${LABELS[field].toLowerCase()} candidate`}
              onClick={() =>
                pick.mutate(
                  { field, index },
                  {
                    onSuccess: () =>
                      toast.success(`${LABELS[field]} updated`, {
                        description: "Recorded as an admin's choice",
                      }),
                    onError: (error) =>
                      notifyFailure('Could not use this candidate', undefined, error, { fromServer: true }),
                  },
                )
              }
            >
              {pick.isPending && pick.variables?.index === index ? (
                <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
              ) : (
                <CheckIcon aria-hidden="true" />
              )}
              Use
            </Button>
          </li>
        ))}
      </ol>
    </li>
  );
}

/**
 * The candidates the analyzer kept where it was not sure (ARCHITECTURE §6.1): for each field, the
 * stored value's confidence and up to three alternatives with their evidence; one click stores one,
 * recorded as the admin's choice.
 */
export function CandidatePicker({ brand }: { brand: Brand }) {
  const sources = useBrandSources(brand.id, true);
  const queryClient = useQueryClient();
  // An analysis that finishes changes the brand (live event): its candidates are read again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: updated_at is the signal to read them again
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['brands', 'sources', brand.id] });
  }, [queryClient, brand.id, brand.updated_at]);
  if (sources.isPending)
    return (
      <div className="flex flex-col gap-2" aria-hidden="true">
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (sources.isError)
    return <p className="text-sm text-muted-foreground">The candidates could not be loaded.</p>;
  const fields = PICKABLE_FIELDS.flatMap((field) => {
    const entry = sources.data?.[field];
    return entry?.candidates?.length ? [{ field, entry }] : [];
  });
  if (fields.length === 0)
    return <p className="text-sm text-muted-foreground">The analyzer was sure of every value it stored.</p>;
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {fields.map(({ field, entry }) => (
        <FieldCandidates key={field} brand={brand} field={field} entry={entry} />
      ))}
    </ul>
  );
}
