import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { Brand } from '@/domain/brand';
import { normalizeHex } from '@/domain/hex';
import { ARCHETYPES, INDUSTRIES, PRICING_STRATEGIES } from '@/domain/taxonomy';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { useUnsavedChangesPrompt } from '@/web/lib/use-unsaved-changes';
import { useGenerateColorNames, useUpdateBrand } from '../../api/brand-admin';
import { type BrandDraft, draftOf, draftProblems, editOf } from '../../lib/brand-draft';
import { notifyFailure } from '../../lib/notify';
import type { BrandAdminView } from './brand-admin-context';
import { ColorEditor } from './color-editor';

const NONE = '';

function Field({
  label,
  htmlFor,
  problem,
  children,
  className,
}: {
  label: string;
  htmlFor: string;
  problem?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {problem ? (
        <p id={`${htmlFor}-problem`} className="text-xs text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A native select: the option list is short and the platform's picker is the most accessible. */
function Choice({
  id,
  value,
  options,
  onChange,
}: {
  id: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const all = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs capitalize"
    >
      <option value={NONE}>Not set</option>
      {all.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

/**
 * Edit mode (spec 001 §2, §4): the brand's text, taxonomy and colours edited locally; nothing is
 * sent until Save Changes, which saves only what changed.
 */
export function BrandEditorForm({ brand, admin }: { brand: Brand; admin: BrandAdminView }) {
  const id = useId();
  const [draft, setDraft] = useState<BrandDraft>(() => draftOf(brand));
  const [attempted, setAttempted] = useState(false);
  const save = useUpdateBrand(brand.id);
  const names = useGenerateColorNames(brand.id);
  const problems = draftProblems(draft);
  const problemOf = (field: keyof BrandDraft) =>
    attempted || field === 'colors' ? problems.find((p) => p.field === field)?.message : undefined;
  const edit = editOf(brand, draft);
  const changed = Object.keys(edit).length > 0;
  // Edits live only here until Save Changes: leaving with some asks first.
  useUnsavedChangesPrompt(changed && !save.isSuccess);
  const set =
    <K extends keyof BrandDraft>(field: K) =>
    (value: BrandDraft[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));
  const text = (field: keyof BrandDraft) => ({
    id: `${id}-${field}`,
    value: draft[field] as string,
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value as never),
    'aria-invalid': Boolean(problemOf(field)) || undefined,
    'aria-describedby': problemOf(field) ? `${id}-${field}-problem` : undefined,
  });

  const submit = () => {
    setAttempted(true);
    if (problems.length > 0) return;
    if (!changed) return admin.setEditing(false);
    save.mutate(edit, {
      onSuccess: () => {
        toast.success('Brand updated');
        admin.setEditing(false);
      },
      onError: (error) =>
        notifyFailure('Save failed', 'Failed to save brand changes', error, { fromServer: true }),
    });
  };

  const generateNames = () =>
    names.mutate(
      draft.colors.map((item) => ({ hex: item.hex.toUpperCase(), currentName: item.name })),
      {
        onSuccess: ({ colorNames }) => {
          const byHex = new Map(colorNames.map((c) => [normalizeHex(c.hex), c.aiName]));
          setDraft((current) => ({
            ...current,
            colors: current.colors.map((item) => ({
              ...item,
              name: byHex.get(normalizeHex(item.hex)) ?? item.name,
            })),
          }));
          toast.success('AI color names ready', { description: 'Save Changes keeps them.' });
        },
        onError: (error) =>
          notifyFailure('Error generating names', 'Failed to generate AI color names', error),
      },
    );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-6 rounded-xl border-2 border-foreground/15 bg-card p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
            Edit {brand.name}
          </h2>
          <p className="text-sm text-muted-foreground">Changes stay on this page until you save them.</p>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" htmlFor={`${id}-name`} problem={problemOf('name')}>
          <Input {...text('name')} maxLength={120} />
        </Field>
        <Field label="Website" htmlFor={`${id}-url`} problem={problemOf('url')}>
          <Input {...text('url')} type="url" inputMode="url" placeholder="https://" maxLength={2048} />
        </Field>
        <Field label="Tagline" htmlFor={`${id}-tagline`} className="sm:col-span-2">
          <Input {...text('tagline')} maxLength={300} />
        </Field>
        <Field label="Description" htmlFor={`${id}-description`} className="sm:col-span-2">
          <Textarea {...text('description')} rows={4} maxLength={5000} />
        </Field>
        <Field label="Mission" htmlFor={`${id}-mission`}>
          <Textarea {...text('mission')} rows={3} maxLength={2000} />
        </Field>
        <Field label="Vision" htmlFor={`${id}-vision`}>
          <Textarea {...text('vision')} rows={3} maxLength={2000} />
        </Field>
        <Field label="Industry" htmlFor={`${id}-industry`}>
          <Choice
            id={`${id}-industry`}
            value={draft.industry}
            options={INDUSTRIES}
            onChange={set('industry')}
          />
        </Field>
        <Field label="Archetype" htmlFor={`${id}-archetype`}>
          <Choice
            id={`${id}-archetype`}
            value={draft.archetype}
            options={ARCHETYPES}
            onChange={set('archetype')}
          />
        </Field>
        <Field label="Pricing strategy" htmlFor={`${id}-pricing_strategy`}>
          <Choice
            id={`${id}-pricing_strategy`}
            value={draft.pricing_strategy}
            options={PRICING_STRATEGIES}
            onChange={set('pricing_strategy')}
          />
        </Field>
        <Field label="Year founded" htmlFor={`${id}-year_founded`} problem={problemOf('year_founded')}>
          <Input {...text('year_founded')} inputMode="numeric" maxLength={4} />
        </Field>
        <Field label="Keywords (comma-separated)" htmlFor={`${id}-keywords`}>
          <Input {...text('keywords')} />
        </Field>
        <Field label="Competitors (comma-separated)" htmlFor={`${id}-competitors`}>
          <Input {...text('competitors')} />
        </Field>
      </div>

      <ColorEditor
        colors={draft.colors}
        onChange={set('colors')}
        onGenerateNames={generateNames}
        generating={names.isPending}
      />

      <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-4">
        {attempted && problems.length > 0 ? (
          <p role="alert" className="mr-auto text-sm text-red-700 dark:text-red-400">
            Fix the highlighted fields to save.
          </p>
        ) : null}
        <Button variant="ghost" onClick={() => admin.setEditing(false)} disabled={save.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={save.isPending || problems.some((p) => p.field === 'colors')}>
          {save.isPending ? (
            <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
          ) : (
            <SaveIcon aria-hidden="true" />
          )}
          Save Changes
        </Button>
      </div>
    </section>
  );
}
