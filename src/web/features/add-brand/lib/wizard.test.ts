import { describe, expect, it } from 'vitest';
import {
  canContinue,
  initialWizardState,
  invalidWebsiteMessage,
  urlPlaceholder,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from './wizard';

const run = (actions: WizardAction[], from: WizardState = initialWizardState()) =>
  actions.reduce(wizardReducer, from);

describe('the Add New Brand wizard', () => {
  it('goes name → category → url, and Back goes the other way', () => {
    let state = run([{ type: 'name', value: 'Acme' }, { type: 'next' }]);
    expect(state.step).toBe('category');
    state = run([{ type: 'industry', value: 'Retail' }, { type: 'next' }], state);
    expect(state.step).toBe('url');
    state = run([{ type: 'back' }], state);
    expect(state.step).toBe('category');
    state = run([{ type: 'back' }, { type: 'back' }], state);
    expect(state).toMatchObject({ step: 'name', name: 'Acme', industry: 'Retail' });
  });

  it('does not continue on a blank name, without an industry or without an address', () => {
    expect(run([{ type: 'name', value: '   ' }, { type: 'next' }]).step).toBe('name');
    const category = run([{ type: 'name', value: 'Acme' }, { type: 'next' }, { type: 'next' }]);
    expect(category.step).toBe('category');
    expect(canContinue(category)).toBe(false);
    const url = run(
      [{ type: 'industry', value: 'Other' }, { type: 'next' }, { type: 'url', value: ' ' }],
      category,
    );
    expect(canContinue(url)).toBe(false);
  });

  it('shows 10 while inserting, 30 once created, then only ever climbs to 100 and completes', () => {
    let state = run([
      { type: 'name', value: 'Acme' },
      { type: 'next' },
      { type: 'industry', value: 'Retail' },
      { type: 'next' },
      { type: 'url', value: 'acme.example' },
      { type: 'submitted' },
    ]);
    expect(state).toMatchObject({ step: 'analyzing', progress: 10 });
    state = run([{ type: 'created', brand: { id: '1', slug: 'acme', name: 'Acme' } }], state);
    expect(state.progress).toBe(30);
    state = run(
      [
        { type: 'progress', progress: 85 },
        { type: 'progress', progress: 60 },
      ],
      state,
    );
    expect(state.progress).toBe(85);
    state = run([{ type: 'progress', progress: 100 }, { type: 'completed' }], state);
    expect(state).toMatchObject({ step: 'completed', progress: 100 });
  });

  it('returns to the url step with the spec message when nothing was created', () => {
    const state = run([{ type: 'submitted' }, { type: 'failed', reason: 'Too many brands added' }]);
    expect(state).toMatchObject({
      step: 'url',
      error: 'Failed to create brand. Please try again.',
      brand: null,
    });
  });

  it('says that the analysis failed, not the creation, keeping the brand for a second try', () => {
    const state = run([
      { type: 'submitted' },
      { type: 'created', brand: { id: '1', slug: 'acme', name: 'Acme' } },
      { type: 'failed', reason: 'The site did not answer within 8 s' },
    ]);
    expect(state).toMatchObject({
      step: 'url',
      error: 'The analysis of Acme failed. Check the address and analyze it again.',
      reason: 'The site did not answer within 8 s',
      brand: { slug: 'acme' },
    });
  });

  it('offers the brand already at the website when the server refuses the address', () => {
    const state = run([
      { type: 'submitted' },
      {
        type: 'refused',
        message: 'Nike is already in our database with this website.',
        existing: { name: 'Nike', slug: 'nike' },
      },
    ]);
    expect(state).toMatchObject({ step: 'url', existing: { slug: 'nike' }, brand: null });
    expect(run([{ type: 'url', value: 'https://x.example' }], state).existing).toBeNull();
  });

  it('resets to the name step with every input cleared, or the default name', () => {
    const busy = run([
      { type: 'name', value: 'Acme' },
      { type: 'next' },
      { type: 'industry', value: 'Retail' },
    ]);
    expect(run([{ type: 'reset' }], busy)).toEqual(initialWizardState());
    expect(run([{ type: 'reset', defaultName: 'Nike' }], busy)).toMatchObject({ step: 'name', name: 'Nike' });
  });

  it('keeps a refused address on the url step with its message beside the field, until it is edited', () => {
    const message = invalidWebsiteMessage('Wexcombe Saddlery');
    expect(message).toBe('Enter a web address, such as wexcombesaddlery.com.');
    let state = run([{ type: 'submitted' }, { type: 'invalidUrl', message }]);
    expect(state).toMatchObject({ step: 'url', progress: 0, urlProblem: message, error: null });
    state = run([{ type: 'url', value: 'wexcombe.co.uk' }], state);
    expect(state.urlProblem).toBeNull();
  });

  it('suggests an address from the name', () => {
    expect(urlPlaceholder("Levi's Jeans")).toBe('https://www.levisjeans.com');
    expect(urlPlaceholder('')).toBe('https://www.example.com');
  });
});
