import { PROGRESS_CREATED, PROGRESS_DONE, PROGRESS_STARTED } from '@/domain/analysis-progress';
import { type Industry, isIndustry } from '@/domain/taxonomy';

/** The steps of the Add New Brand wizard (spec 000 §4). */
export type WizardStep = 'name' | 'category' | 'url' | 'analyzing' | 'completed';

/** spec 000 §8: shown on the url step when the brand could not be created (nothing was written). */
export const CREATE_FAILED_MESSAGE = 'Failed to create brand. Please try again.';

/** Shown on the url step when the brand was created but its analysis failed: a second try is offered. */
export function analysisFailedMessage(name: string): string {
  return `The analysis of ${name} failed. Check the address and analyze it again.`;
}
/** spec 000 §8: the success notice once the brand is in. */
export const CREATED_MESSAGE = 'Brand created! Starting AI analysis...';

export interface CreatedBrand {
  id: string;
  slug: string;
  name: string;
}

export interface WizardState {
  step: WizardStep;
  name: string;
  /** One of the catalogue's industries, or '' until one is chosen. */
  industry: Industry | '';
  url: string;
  progress: number;
  /** The brand once inserted; kept after a failed analysis so a second try analyses it again. */
  brand: CreatedBrand | null;
  error: string | null;
  /** Why the analysis failed, in the server's words, shown under the spec's message. */
  reason: string | null;
  /** The brand already at this website (a refused add), offered instead. */
  existing: ExistingBrand | null;
  /** Why the address typed is not a website, shown next to the field; nothing was sent. */
  urlProblem: string | null;
}

export interface ExistingBrand {
  name: string;
  slug: string;
}

export type WizardAction =
  | { type: 'name'; value: string }
  | { type: 'industry'; value: string }
  | { type: 'url'; value: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'submitted' }
  | { type: 'created'; brand: CreatedBrand }
  | { type: 'progress'; progress: number }
  | { type: 'failed'; reason?: string | null }
  | { type: 'refused'; message: string; existing: ExistingBrand | null }
  | { type: 'invalidUrl'; message: string }
  | { type: 'completed' }
  | { type: 'reset'; defaultName?: string | undefined };

export function initialWizardState(defaultName = ''): WizardState {
  return {
    step: 'name',
    name: defaultName,
    industry: '',
    url: '',
    progress: 0,
    brand: null,
    error: null,
    reason: null,
    existing: null,
    urlProblem: null,
  };
}

const ORDER: WizardStep[] = ['name', 'category', 'url'];

/** Whether the current step's input lets the user go on (spec 000 §5). */
export function canContinue(state: WizardState): boolean {
  if (state.step === 'name') return state.name.trim() !== '';
  if (state.step === 'category') return state.industry !== '';
  if (state.step === 'url') return state.url.trim() !== '';
  return false;
}

/**
 * The wizard's transitions (spec 000 §4, §5): Back from category to name and from url to category;
 * 10 while the brand is inserted, 30 once created, then the server's checkpoints (never going
 * back); a failure returns to the url step with the spec's message.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'name':
      return { ...state, name: action.value };
    case 'industry':
      return isIndustry(action.value) ? { ...state, industry: action.value } : state;
    case 'url':
      return { ...state, url: action.value, error: null, existing: null, urlProblem: null };
    case 'next': {
      const index = ORDER.indexOf(state.step);
      if (index < 0 || index >= ORDER.length - 1 || !canContinue(state)) return state;
      return { ...state, step: ORDER[index + 1]! };
    }
    case 'back': {
      const index = ORDER.indexOf(state.step);
      if (index <= 0) return state;
      return { ...state, step: ORDER[index - 1]!, error: null, urlProblem: null };
    }
    case 'submitted':
      return {
        ...state,
        step: 'analyzing',
        progress: PROGRESS_STARTED,
        error: null,
        reason: null,
        existing: null,
        urlProblem: null,
      };
    case 'created':
      return { ...state, brand: action.brand, progress: Math.max(state.progress, PROGRESS_CREATED) };
    case 'progress':
      if (state.step !== 'analyzing') return state;
      return { ...state, progress: Math.min(PROGRESS_DONE, Math.max(state.progress, action.progress)) };
    case 'failed':
      // The spec's message only when nothing was created; a created brand failed its analysis.
      return {
        ...state,
        step: 'url',
        progress: 0,
        error: state.brand ? analysisFailedMessage(state.brand.name) : CREATE_FAILED_MESSAGE,
        reason: action.reason ?? null,
      };
    case 'refused':
      // The server refused before writing anything (e.g. the website is already in the catalogue).
      return {
        ...state,
        step: 'url',
        progress: 0,
        error: action.message,
        reason: null,
        existing: action.existing,
      };
    case 'invalidUrl':
      // Before anything was written (checked here, or refused by the server): the field says why.
      return {
        ...state,
        step: 'url',
        progress: 0,
        error: null,
        reason: null,
        existing: null,
        urlProblem: action.message,
      };
    case 'completed':
      return state.step === 'analyzing' ? { ...state, step: 'completed', progress: PROGRESS_DONE } : state;
    case 'reset':
      return initialWizardState(action.defaultName);
  }
}

/** The placeholder of the url step: the brand's name as a likely address (spec 000 §5, {host}). */
export function urlPlaceholder(name: string): string {
  const host = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return `https://www.${host || 'example'}.com`;
}

/** What the url step says of an address that is not a website, with an example from the name. */
export function invalidWebsiteMessage(name: string): string {
  const example = urlPlaceholder(name).replace(/^https:\/\/www\./, '');
  return `Enter a web address, such as ${example}.`;
}
