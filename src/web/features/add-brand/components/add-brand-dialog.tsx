import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useEffect, useReducer, useRef } from 'react';
import { COMPLETED_SCREEN_DELAY_MS, PROGRESS_DONE, WIZARD_RESET_DELAY_MS } from '@/domain/analysis-progress';
import { isWebsiteAddress } from '@/domain/website-address';
import { useSession } from '@/web/api/get-session';
import { retryBrandAnalysis } from '@/web/api/retry-analysis';
import { AnalysisProgress } from '@/web/components/analysis-progress';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { openProgressStream, type ProgressStream, type ProgressUpdate } from '../api/analysis-progress';
import { checkDuplicateQueryOptions, useDuplicateCheck } from '../api/check-duplicate';
import { createBrand } from '../api/create-brand';
import {
  CREATE_FAILED_MESSAGE,
  CREATED_MESSAGE,
  type ExistingBrand,
  initialWizardState,
  invalidWebsiteMessage,
  type WizardState,
  wizardReducer,
} from '../lib/wizard';
import { CategoryStep, CompletedStep, NameStep, SignInPrompt, UrlStep } from './wizard-steps';

/** The brand a refusal offers (the problem document's `brand`), when it names one. */
function existingBrandOf(value: unknown): ExistingBrand | null {
  if (!value || typeof value !== 'object') return null;
  const { name, slug } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof slug === 'string' ? { name, slug } : null;
}

/** Whether the server refused the request for its website field (a problem document's `errors`). */
function refusesUrl(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const errors = error.extensions.errors;
  return Array.isArray(errors) && errors.some((e) => (e as { name?: unknown } | null)?.name === 'url');
}

/** The server takes the event subscription within this time, or the wizard goes on without waiting. */
const STREAM_READY_WAIT_MS = 1_500;

const STEP_NUMBER: Partial<Record<WizardState['step'], number>> = { name: 1, category: 2, url: 3 };

function heading(state: WizardState): { title: string; description: ReactNode } {
  const name = state.name.trim();
  switch (state.step) {
    case 'name':
      return { title: 'Add New Brand', description: 'Which brand would you like to add to the catalogue?' };
    case 'category':
      return { title: 'Add New Brand', description: `Which industry is ${name} in?` };
    case 'url':
      return { title: 'Add New Brand', description: `Where can we find ${name} online?` };
    case 'analyzing':
      return {
        title: `Analyzing ${name}`,
        description: 'This runs on our servers: you can close this window and the analysis carries on.',
      };
    case 'completed':
      return { title: `${name} is ready`, description: 'The analysis has finished.' };
  }
}

/**
 * The Add New Brand wizard (spec 000 §4, §5): name → category → url → analyzing → completed,
 * with the duplicate check on the name, progress as the server's stages finish, and a reset of
 * every input 200 ms after the dialog closes.
 */
export function AddBrandDialog({
  open,
  onOpenChange,
  defaultName,
  trigger,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultName?: string | undefined;
  /** The control that opens the dialog, when it lives inside it. */
  trigger?: ReactNode;
  /**
   * The control that opens the dialog from outside it (its code loads later, so it cannot be the
   * dialog's trigger): the focus goes back to it on closing, not to the page.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const queryClient = useQueryClient();
  const session = useSession();
  const [state, dispatch] = useReducer(wizardReducer, defaultName, initialWizardState);
  const stream = useRef<ProgressStream | null>(null);
  const duplicate = useDuplicateCheck(state.step === 'name' ? state.name : '');

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      stream.current?.close();
      stream.current = null;
      dispatch({ type: 'reset', defaultName });
    }, WIZARD_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, defaultName]);

  useEffect(() => () => stream.current?.close(), []);

  useEffect(() => {
    if (state.step !== 'analyzing' || state.progress < PROGRESS_DONE) return;
    const timer = setTimeout(() => dispatch({ type: 'completed' }), COMPLETED_SCREEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.step, state.progress]);

  const onUpdate = (update: ProgressUpdate) => {
    if (update.kind === 'progress') dispatch({ type: 'progress', progress: update.progress });
    if (update.kind === 'completed') {
      dispatch({ type: 'progress', progress: PROGRESS_DONE });
      void queryClient.invalidateQueries({ queryKey: ['brands'] });
    }
    if (update.kind === 'failed') {
      stream.current?.close();
      stream.current = null;
      // The brand exists: its analysis failed (spec 001 §8 'Analysis failed' with the message).
      toast.error('Analysis failed', update.reason ? { description: update.reason } : undefined);
      dispatch({ type: 'failed', reason: update.reason });
    }
  };

  const continueFromName = async () => {
    const name = state.name.trim();
    if (!name) return;
    const check = await queryClient.fetchQuery(checkDuplicateQueryOptions(name)).catch(() => null);
    // An existing brand keeps the wizard on the name step (spec 000 §4); the hook shows the match.
    if (check?.match) return;
    dispatch({ type: 'next' });
  };

  const createAndAnalyze = async () => {
    const industry = state.industry;
    if (state.url.trim() === '' || industry === '') return;
    if (!isWebsiteAddress(state.url)) {
      dispatch({ type: 'invalidUrl', message: invalidWebsiteMessage(state.name.trim()) });
      return;
    }
    dispatch({ type: 'submitted' });
    stream.current?.close();
    const progress = openProgressStream(onUpdate);
    stream.current = progress;
    await Promise.race([progress.ready, new Promise((resolve) => setTimeout(resolve, STREAM_READY_WAIT_MS))]);
    try {
      const url = state.url.trim();
      const brand = state.brand
        ? await retryBrandAnalysis(state.brand.id, url)
        : await createBrand({ name: state.name.trim(), industry, url });
      dispatch({ type: 'created', brand: { id: brand.id, slug: brand.slug, name: brand.name } });
      toast.success(CREATED_MESSAGE);
      void queryClient.invalidateQueries({ queryKey: ['brands'] });
      progress.follow(brand);
    } catch (error) {
      progress.close();
      stream.current = null;
      if (refusesUrl(error)) {
        dispatch({ type: 'invalidUrl', message: invalidWebsiteMessage(state.name.trim()) });
        return;
      }
      const refused = error instanceof ApiError && error.status === 409 ? error : null;
      if (refused && !state.brand) {
        dispatch({
          type: 'refused',
          message: refused.detail ?? refused.title,
          existing: existingBrandOf(refused.extensions.brand),
        });
        return;
      }
      if (!state.brand) toast.error(CREATE_FAILED_MESSAGE);
      dispatch({ type: 'failed', reason: error instanceof ApiError ? (error.detail ?? null) : null });
    }
  };

  const close = () => onOpenChange(false);
  const changeOpen = (next: boolean) => {
    // Opened with a default name (the search text) on a fresh wizard: the name is prefilled.
    if (next && defaultName && state.step === 'name' && state.name === '') {
      dispatch({ type: 'name', value: defaultName });
    }
    onOpenChange(next);
  };
  const { title, description } = heading(state);
  const stepNumber = STEP_NUMBER[state.step];
  const signedOut = !session.isPending && !session.data;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {trigger}
      <DialogContent
        onCloseAutoFocus={(event) => {
          const control = returnFocusTo?.current;
          if (!control?.isConnected) return;
          event.preventDefault();
          control.focus();
        }}
      >
        <DialogHeader>
          {stepNumber && !signedOut ? (
            <p className="text-xs font-medium text-muted-foreground">Step {stepNumber} of 3</p>
          ) : null}
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {signedOut ? 'Members add brands to the catalogue.' : description}
          </DialogDescription>
        </DialogHeader>
        {session.isPending ? (
          <div className="flex flex-col gap-3" role="status">
            <span className="sr-only">Loading…</span>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="ml-auto h-9 w-28" />
          </div>
        ) : signedOut ? (
          <SignInPrompt onSignIn={close} />
        ) : state.step === 'name' ? (
          <NameStep
            name={state.name}
            onName={(value) => dispatch({ type: 'name', value })}
            onContinue={() => void continueFromName()}
            duplicate={duplicate.data?.match ?? null}
            checking={duplicate.isFetching}
            onOpenBrand={close}
          />
        ) : state.step === 'category' ? (
          <CategoryStep
            industry={state.industry}
            onIndustry={(value) => dispatch({ type: 'industry', value })}
            onContinue={() => dispatch({ type: 'next' })}
            onBack={() => dispatch({ type: 'back' })}
          />
        ) : state.step === 'url' ? (
          <UrlStep
            name={state.name.trim()}
            url={state.url}
            onUrl={(value) => dispatch({ type: 'url', value })}
            onSubmit={() => void createAndAnalyze()}
            onBack={() => dispatch({ type: 'back' })}
            error={state.error}
            urlProblem={state.urlProblem}
            reason={state.reason}
            existing={state.existing}
            onOpenBrand={close}
            retrying={state.brand !== null}
          />
        ) : state.step === 'analyzing' ? (
          <AnalysisProgress progress={state.progress} brandName={state.name.trim()} />
        ) : state.brand ? (
          <CompletedStep name={state.brand.name} slug={state.brand.slug} onOpenBrand={close} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
