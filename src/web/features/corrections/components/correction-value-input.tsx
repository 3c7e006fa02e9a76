import type { FieldKind } from '@/domain/brand-fields';
import { ARCHETYPES, INDUSTRIES, PRICING_STRATEGIES } from '@/domain/taxonomy';
import { FieldProblem } from '@/web/components/ui/field-problem';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';

const CHOICES: Partial<Record<FieldKind, readonly string[]>> = {
  industry: INDUSTRIES,
  archetype: ARCHETYPES,
  pricing: PRICING_STRATEGIES,
};

const HINTS: Partial<Record<FieldKind, string>> = {
  hex: 'A colour as # and six hex digits, e.g. #FF5500',
  'hex-list': 'Colours separated by commas, e.g. #FF5500, #1D1D1B',
  'text-list': 'Separated by commas',
  year: 'A year, e.g. 1971',
  money: 'In US dollars, e.g. 1200000',
  json: 'JSON of the same shape as the current value',
  url: 'A web address starting with https://',
};

/**
 * The input for a proposed value, by the kind of field; its hint, and why a value was refused,
 * are linked for screen readers.
 */
export function CorrectionValueInput({
  id,
  kind,
  value,
  onChange,
  problem,
}: {
  id: string;
  kind: FieldKind;
  value: string;
  onChange: (text: string) => void;
  problem?: string | null;
}) {
  const hint = HINTS[kind];
  const described = {
    'aria-describedby':
      [problem ? `${id}-problem` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined,
    'aria-invalid': problem ? true : undefined,
  } as const;
  const choices = CHOICES[kind];
  const control = choices ? (
    <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} {...described}>
      <option value="">(none)</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </NativeSelect>
  ) : kind === 'long-text' || kind === 'json' ? (
    <Textarea
      id={id}
      value={value}
      rows={kind === 'json' ? 8 : 4}
      className={kind === 'json' ? 'font-mono text-xs' : undefined}
      {...described}
      onChange={(e) => onChange(e.target.value)}
    />
  ) : (
    <Input
      id={id}
      value={value}
      type={kind === 'url' ? 'url' : 'text'}
      inputMode={kind === 'year' || kind === 'money' ? 'numeric' : undefined}
      className={kind === 'hex' || kind === 'hex-list' ? 'font-mono' : undefined}
      {...described}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <div className="flex flex-col gap-1.5">
      {control}
      <FieldProblem forId={id} message={problem} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
