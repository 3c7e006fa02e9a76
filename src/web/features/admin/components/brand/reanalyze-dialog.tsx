import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import type { AdminEditedField } from '@/domain/reanalysis';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'ann@example.com', or the source of an accepted correction. */
function whoSet(field: AdminEditedField): string {
  return field.source.startsWith('admin:')
    ? field.source.slice('admin:'.length)
    : `a correction (${field.source})`;
}

function whenSet(field: AdminEditedField): string {
  const date = new Date(field.at);
  return Number.isNaN(date.getTime()) ? '' : ` on ${DATE.format(date)}`;
}

/**
 * Asked before Re-Analyze starts on a brand whose fields an admin set: one checkbox per field the
 * analysis would overwrite, ticked (kept) by default. Starting hands the ticked fields to the job.
 */
export function ReanalyzeDialog({
  brandName,
  fields,
  open,
  onOpenChange,
  onStart,
}: {
  brandName: string;
  fields: readonly AdminEditedField[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStart: (keepFields: string[]) => void;
}) {
  // Remounted for every opening (key below), so each starts with every field kept.
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <ReanalyzeChoices
          key={fields.map((f) => f.field).join()}
          brandName={brandName}
          fields={fields}
          onCancel={() => onOpenChange(false)}
          onStart={onStart}
        />
      ) : null}
    </Dialog>
  );
}

function ReanalyzeChoices({
  brandName,
  fields,
  onCancel,
  onStart,
}: {
  brandName: string;
  fields: readonly AdminEditedField[];
  onCancel: () => void;
  onStart: (keepFields: string[]) => void;
}) {
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set(fields.map((f) => f.field)));
  const toggle = (field: string, keep: boolean) =>
    setKept((current) => {
      const next = new Set(current);
      if (keep) next.add(field);
      else next.delete(field);
      return next;
    });
  const replaced = fields.length - kept.size;
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Re-analyze {brandName}?</DialogTitle>
        <DialogDescription>
          An admin set {fields.length === 1 ? 'this field' : 'these fields'} by hand. Ticked fields keep their
          value; untick a field to let the analysis replace it with what it finds on the website.
        </DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Keep these admin edits</legend>
        {fields.map((field) => {
          const id = `reanalyze-keep-${field.field}`;
          return (
            <label
              key={field.field}
              htmlFor={id}
              className="flex items-start gap-3 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                id={id}
                type="checkbox"
                checked={kept.has(field.field)}
                onChange={(event) => toggle(field.field, event.target.checked)}
                className="mt-0.5 size-4 accent-foreground"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{field.label}</span>
                <span className="text-xs text-muted-foreground">
                  Set by {whoSet(field)}
                  {whenSet(field)}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {replaced === 0
          ? 'Every admin edit is kept.'
          : `${replaced} ${replaced === 1 ? 'field' : 'fields'} will be replaced by the analysis.`}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => onStart(fields.map((f) => f.field).filter((f) => kept.has(f)))}>
          <RefreshCwIcon aria-hidden="true" />
          Start re-analysis
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
