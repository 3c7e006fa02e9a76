import { ArrowLeftIcon, CircleCheckIcon, LoaderCircleIcon, TriangleAlertIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { DuplicateMatch } from '@/domain/duplicate';
import { INDUSTRIES } from '@/domain/taxonomy';
import { Button } from '@/web/components/ui/button';
import { DialogClose, DialogFooter } from '@/web/components/ui/dialog';
import { FieldProblem } from '@/web/components/ui/field-problem';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { type ExistingBrand, urlPlaceholder } from '../lib/wizard';

const submit = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault();
  handler();
};

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" onClick={onBack}>
      <ArrowLeftIcon aria-hidden="true" />
      Back
    </Button>
  );
}

export function NameStep(props: {
  name: string;
  onName: (value: string) => void;
  onContinue: () => void;
  duplicate: DuplicateMatch | null;
  checking: boolean;
  onOpenBrand: () => void;
}) {
  const id = useId();
  const blank = props.name.trim() === '';
  return (
    <form onSubmit={submit(props.onContinue)} className="flex flex-col gap-5" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Brand name</Label>
        <Input
          id={id}
          value={props.name}
          onChange={(e) => props.onName(e.target.value)}
          placeholder="e.g. Patagonia"
          autoComplete="off"
          autoFocus
          maxLength={120}
          aria-describedby={props.duplicate ? `${id}-duplicate` : undefined}
        />
      </div>
      {props.duplicate ? (
        <div
          id={`${id}-duplicate`}
          role="status"
          className="flex flex-col gap-2 rounded-lg border bg-muted/50 p-4 text-sm"
        >
          <p>{props.duplicate.message}</p>
          <Link
            to={`/brands/${props.duplicate.slug}`}
            onClick={props.onOpenBrand}
            className="font-medium underline underline-offset-4 hover:no-underline"
          >
            View {props.duplicate.name}
          </Link>
        </div>
      ) : null}
      <DialogFooter>
        {props.duplicate ? null : (
          <Button type="submit" disabled={blank} aria-busy={props.checking}>
            {props.checking ? (
              <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
            ) : null}
            Continue
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

export function CategoryStep(props: {
  industry: string;
  onIndustry: (value: string) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const id = useId();
  return (
    <form onSubmit={submit(props.onContinue)} className="flex flex-col gap-5" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Industry</Label>
        <Select value={props.industry} onValueChange={props.onIndustry} required>
          <SelectTrigger id={id} autoFocus>
            <SelectValue placeholder="Choose an industry" />
          </SelectTrigger>
          <SelectContent>
            {INDUSTRIES.map((industry) => (
              <SelectItem key={industry} value={industry}>
                {industry}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DialogFooter>
        <BackButton onBack={props.onBack} />
        <Button type="submit" disabled={props.industry === ''}>
          Continue
        </Button>
      </DialogFooter>
    </form>
  );
}

export function UrlStep(props: {
  name: string;
  url: string;
  onUrl: (value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  error: string | null;
  /** Why the address is not a website: shown next to the field. */
  urlProblem: string | null;
  reason: string | null;
  existing: ExistingBrand | null;
  onOpenBrand: () => void;
  retrying: boolean;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const { urlProblem } = props;
  // A refused address takes the focus back to the field, where the message is.
  useEffect(() => {
    if (urlProblem) field.current?.focus();
  }, [urlProblem]);
  const describedBy = [urlProblem ? `${id}-problem` : null, props.error ? `${id}-error` : `${id}-hint`]
    .filter(Boolean)
    .join(' ');
  return (
    <form onSubmit={submit(props.onSubmit)} className="flex flex-col gap-5" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Website</Label>
        <Input
          ref={field}
          id={id}
          type="url"
          inputMode="url"
          value={props.url}
          onChange={(e) => props.onUrl(e.target.value)}
          placeholder={urlPlaceholder(props.name)}
          autoComplete="url"
          autoFocus
          required
          aria-invalid={props.error || urlProblem ? true : undefined}
          aria-describedby={describedBy}
        />
        <FieldProblem forId={id} message={urlProblem} />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          We read the brand's own site for its colours, logo and story.
        </p>
      </div>
      {props.error ? (
        <div
          id={`${id}-error`}
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
        >
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <div className="flex flex-col gap-1">
            <p className="font-medium">{props.error}</p>
            {props.reason ? <p className="text-muted-foreground">{props.reason}</p> : null}
            {props.existing ? (
              <Link
                to={`/brands/${props.existing.slug}`}
                onClick={props.onOpenBrand}
                className="font-medium underline underline-offset-4 hover:no-underline"
              >
                View {props.existing.name}
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}
      <DialogFooter>
        <BackButton onBack={props.onBack} />
        <Button type="submit" disabled={props.url.trim() === ''}>
          {props.retrying ? 'Analyze Again' : 'Create & Analyze'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function CompletedStep({
  name,
  slug,
  onOpenBrand,
}: {
  name: string;
  slug: string;
  onOpenBrand: () => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start gap-3 rounded-lg border p-4">
        <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">Analysis complete</p>
          <p className="text-muted-foreground">
            {name} is in the catalogue with what its website says about it: colours, logo, story and more.
          </p>
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button asChild>
          <Link to={`/brands/${slug}`} onClick={onOpenBrand}>
            View Brand
          </Link>
        </Button>
      </DialogFooter>
    </div>
  );
}

export function SignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        Please sign in to add a brand. Adding a brand starts an analysis of its website, which we run for
        signed-in members.
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Not now</Button>
        </DialogClose>
        <Button asChild>
          <Link to="/auth" onClick={onSignIn}>
            Sign In
          </Link>
        </Button>
      </DialogFooter>
    </div>
  );
}
