import { PencilLineIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Brand } from '@/domain/brand';
import {
  CORRECTABLE_FIELD_NAMES,
  CORRECTABLE_FIELDS,
  type CorrectableField,
  FIELD_LABELS,
} from '@/domain/brand-fields';
import { CORRECTION_COMMENT_MAX_CHARS } from '@/domain/correction-rules';
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
import { FieldProblem } from '@/web/components/ui/field-problem';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/lib/toast';
import { useProposeCorrection } from '../api/corrections';
import { displayValue, textToValue, valueToText } from '../lib/field-values';
import { CorrectionValueInput } from './correction-value-input';

/** The correction form in its dialog, for a signed-in user (loaded only for them). */
export function SuggestCorrectionDialog({ brand }: { brand: Brand }) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [field, setField] = useState<CorrectableField>('tagline');
  const [text, setText] = useState('');
  const [source, setSource] = useState('');
  const [comment, setComment] = useState('');
  // Why the value or the whole proposal was refused, shown in the dialog until the next attempt.
  const [valueProblem, setValueProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const propose = useProposeCorrection(brand.slug);

  const kind = CORRECTABLE_FIELDS[field];
  const current = brand[field];
  const choose = (next: CorrectableField) => {
    setField(next);
    setValueProblem(null);
    setText(valueToText(CORRECTABLE_FIELDS[next], brand[next]));
  };
  const reset = () => {
    setText(valueToText(CORRECTABLE_FIELDS[field], brand[field]));
    setSource('');
    setComment('');
    setValueProblem(null);
    setRefusal(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = textToValue(kind, text);
    setRefusal(null);
    setValueProblem(parsed.ok ? null : parsed.reason);
    if (!parsed.ok) return void toast.error('Check the value', { description: parsed.reason });
    propose.mutate(
      {
        field,
        value: parsed.value,
        source_url: source.trim(),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success('Correction sent', {
            description: 'An editor will review it; we will e-mail you the outcome.',
          });
          setOpen(false);
          reset();
        },
        onError: (error) => {
          setRefusal(error.message);
          toast.error('Could not send the correction', { description: error.message });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setText(valueToText(kind, current));
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="self-start">
          <PencilLineIcon aria-hidden="true" />
          Suggest a correction
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Suggest a correction</DialogTitle>
          <DialogDescription>
            Propose a value for {brand.name} and link the page that shows it. An editor reviews every
            correction.
          </DialogDescription>
        </DialogHeader>
        <form
          id={`${ids}-form`}
          onSubmit={submit}
          className="flex flex-col gap-4"
          aria-describedby={refusal ? `${ids}-form-problem` : undefined}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-field`}>Field</Label>
            <NativeSelect
              id={`${ids}-field`}
              value={field}
              onChange={(e) => choose(e.target.value as CorrectableField)}
            >
              {CORRECTABLE_FIELD_NAMES.map((name) => (
                <option key={name} value={name}>
                  {FIELD_LABELS[name]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <span className="text-muted-foreground">Now</span>
            <p className="max-h-32 overflow-y-auto rounded-md bg-muted px-3 py-2 break-words whitespace-pre-wrap">
              {displayValue(current)}
            </p>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-value`}>Correct value</Label>
            <CorrectionValueInput
              id={`${ids}-value`}
              kind={kind}
              value={text}
              onChange={(next) => {
                setText(next);
                setValueProblem(null);
              }}
              problem={valueProblem}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-source`}>Source</Label>
            <Input
              id={`${ids}-source`}
              type="url"
              required
              value={source}
              placeholder="https://brand.example/press"
              onChange={(e) => setSource(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-comment`}>Note for the editor (optional)</Label>
            <Textarea
              id={`${ids}-comment`}
              rows={2}
              maxLength={CORRECTION_COMMENT_MAX_CHARS}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </div>
          <FieldProblem forId={`${ids}-form`} message={refusal} />
        </form>
        <DialogFooter>
          <Button type="submit" form={`${ids}-form`} disabled={propose.isPending}>
            Send for review
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
