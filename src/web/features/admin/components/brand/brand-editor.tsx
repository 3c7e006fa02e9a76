import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import type { Brand } from '@/domain/brand';
import { hasInvalidColor } from '@/domain/color-items';
import { normalizeHex } from '@/domain/hex';
import { ARCHETYPES, INDUSTRIES, PRICING_STRATEGIES } from '@/domain/taxonomy';
import { Button } from '@/web/components/ui/button';
import { FieldProblem, problemAttributes } from '@/web/components/ui/field-problem';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { useUnsavedChangesPrompt } from '@/web/lib/use-unsaved-changes';
import { useZodForm } from '@/web/lib/zod-form';
import { useGenerateColorNames, useUpdateBrand } from '../../api/brand-admin';
import { type BrandDraft, BrandDraftSchema, draftOf, editOf } from '../../lib/brand-draft';
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
      <FieldProblem forId={htmlFor} message={problem} announced={false} className="text-xs" />
    </div>
  );
}

/** A native select: the option list is short and the platform's picker is the most accessible. */
function Choice({
  id,
  value,
  options,
  field,
}: {
  id: string;
  /** The current value: one outside the list (set before the list changed) is offered too. */
  value: string;
  options: readonly string[];
  field: UseFormRegisterReturn;
}) {
  const all = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <select
      id={id}
      {...field}
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
  const form = useZodForm(BrandDraftSchema, { defaultValues: draftOf(brand) });
  const { errors, isDirty, isSubmitted } = form.formState;
  const save = useUpdateBrand(brand.id);
  const names = useGenerateColorNames(brand.id);
  const colors = form.watch('colors');
  // Edits live only here until Save Changes: leaving with some asks first.
  useUnsavedChangesPrompt(isDirty && !save.isSuccess);
  const text = (field: Exclude<keyof BrandDraft, 'colors'>) => ({
    id: `${id}-${field}`,
    ...problemAttributes(`${id}-${field}`, errors[field]),
    ...form.register(field),
  });

  const submit = form.handleSubmit((draft) => {
    const edit = editOf(brand, draft);
    if (Object.keys(edit).length === 0) return admin.setEditing(false);
    save.mutate(edit, {
      onSuccess: () => {
        toast.success('Brand updated');
        admin.setEditing(false);
      },
      onError: (error) =>
        notifyFailure('Save failed', 'Failed to save brand changes', error, { fromServer: true }),
    });
  });

  const generateNames = () =>
    names.mutate(
      form.getValues('colors').map((item) => ({ hex: item.hex.toUpperCase(), currentName: item.name })),
      {
        onSuccess: ({ colorNames }) => {
          const byHex = new Map(colorNames.map((c) => [normalizeHex(c.hex), c.aiName]));
          const named = form.getValues('colors').map((item) => ({
            ...item,
            name: byHex.get(normalizeHex(item.hex)) ?? item.name,
          }));
          form.setValue('colors', named, { shouldDirty: true, shouldValidate: isSubmitted });
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
        <Field label="Name" htmlFor={`${id}-name`} problem={errors.name?.message}>
          <Input {...text('name')} maxLength={120} />
        </Field>
        <Field label="Website" htmlFor={`${id}-url`} problem={errors.url?.message}>
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
            value={form.watch('industry')}
            field={form.register('industry')}
            options={INDUSTRIES}
          />
        </Field>
        <Field label="Archetype" htmlFor={`${id}-archetype`}>
          <Choice
            id={`${id}-archetype`}
            value={form.watch('archetype')}
            field={form.register('archetype')}
            options={ARCHETYPES}
          />
        </Field>
        <Field label="Pricing strategy" htmlFor={`${id}-pricing_strategy`}>
          <Choice
            id={`${id}-pricing_strategy`}
            value={form.watch('pricing_strategy')}
            field={form.register('pricing_strategy')}
            options={PRICING_STRATEGIES}
          />
        </Field>
        <Field label="Year founded" htmlFor={`${id}-year_founded`} problem={errors.year_founded?.message}>
          <Input {...text('year_founded')} inputMode="numeric" maxLength={4} />
        </Field>
        <Field label="Keywords (comma-separated)" htmlFor={`${id}-keywords`}>
          <Input {...text('keywords')} />
        </Field>
        <Field label="Competitors (comma-separated)" htmlFor={`${id}-competitors`}>
          <Input {...text('competitors')} />
        </Field>
      </div>

      <Controller
        control={form.control}
        name="colors"
        render={({ field }) => (
          <ColorEditor
            colors={field.value}
            onChange={field.onChange}
            onGenerateNames={generateNames}
            generating={names.isPending}
          />
        )}
      />

      <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-4">
        {isSubmitted && Object.keys(errors).length > 0 ? (
          <p role="alert" className="mr-auto text-sm text-red-700 dark:text-red-400">
            Fix the highlighted fields to save.
          </p>
        ) : null}
        <Button variant="ghost" onClick={() => admin.setEditing(false)} disabled={save.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={save.isPending || hasInvalidColor(colors)}>
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
