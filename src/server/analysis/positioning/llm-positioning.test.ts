import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createLocalStorage } from '../../storage/local-storage';
import type { Storage } from '../../storage/storage';
import { openTestDatabase } from '../../test/test-database';
import { createLlmClient } from '../llm/create-llm-client';
import {
  type ChatBehaviour,
  type ChatServer,
  serveChatCompletions,
} from '../test/intel-fixture-sites/chat-server';
import { maisonVerel } from '../test/intel-fixture-sites/maison-verel';
import { quietSite } from '../test/intel-fixture-sites/quiet-site';
import { analyzeFixture } from '../test/intel-fixture-sites/run-intel-stages';
import type { LlmPositioning } from './llm-positioning';

const MODEL_POSITIONING: LlmPositioning = {
  archetype: 'Lover',
  archetype_confidence: 0.7,
  pricing_strategy: 'premium',
  pricing_confidence: 0.6,
  positioning_statement: 'Maison Verel offers heirloom high jewellery to discerning collectors.',
  target_audience: 'Collectors of high jewellery',
  value_proposition: 'Hand-finished pieces from a Paris atelier',
  growth_stage: 'mature',
  strengths: ['A heritage that goes back to 1847'],
  weaknesses: ['Few prices shown online'],
  opportunities: ['Private commissions'],
  threats: ['Larger luxury houses'],
  competitive_advantages: ['Atelier craftsmanship'],
  confidence_score: 0.65,
};

let database: Database;
let storage: Storage;
let tmp: string;
let chat: ChatServer;
let run = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'llm-positioning-'));
  storage = createLocalStorage(tmp);
  chat = await serveChatCompletions();
});
afterAll(async () => {
  await chat.close();
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});
beforeEach(() => {
  chat.requests.length = 0;
});

const llm = () =>
  createLlmClient({ baseUrl: chat.baseUrl, apiKey: undefined, model: 'test-model' }, { timeoutMs: 500 });
const analyze = () =>
  analyzeFixture(database, storage, maisonVerel, { llm: llm(), slug: `verel-llm-${++run}` });

/** Answers each request by the schema it asks for. */
function answering(
  positioning: ChatBehaviour,
  about: ChatBehaviour = {
    kind: 'answer',
    content: { about: 'Maison Verel is a Paris jeweller founded in 1847.' },
  },
) {
  return (request: { body: { response_format?: { json_schema?: { name: string } } } }) =>
    request.body.response_format?.json_schema?.name === 'brand_positioning' ? positioning : about;
}

describe('positioning with a model configured', () => {
  it('takes the positioning and descriptive fields from the model, and the scores from the spec', async () => {
    chat.respond(answering({ kind: 'answer', content: MODEL_POSITIONING }));
    const { brand, origin } = await analyze();
    expect(brand.archetype).toBe('Lover');
    expect(brand.pricingStrategy).toBe('premium');
    expect(brand.competitivePositioning).toMatchObject({
      positioning_statement: MODEL_POSITIONING.positioning_statement,
      target_audience: MODEL_POSITIONING.target_audience,
      strengths: MODEL_POSITIONING.strengths,
      x_position: 80,
      y_position: 25,
      quadrant: 'niche',
      method: 'llm:test-model',
    });
    expect(brand.provenance.archetype).toMatchObject({
      method: 'llm:test-model over the home and about pages',
      source: `${origin}/`,
    });
    expect((brand.companyInsights as { about: string }).about).toBe(
      'Maison Verel is a Paris jeweller founded in 1847.',
    );
    expect(brand.provenance.company_insights?.method).toContain('about by llm:test-model');

    const asked = chat.requests.find(
      (r) => r.body.response_format?.json_schema?.name === 'brand_positioning',
    );
    expect(asked?.body.messages[0]?.content).toContain('Caregiver, Creator, Everyman');
    expect(asked?.body.messages[1]?.content).toContain('Prices shown on the site: $2,450, $5,900, €3.200');
    expect(asked?.body.messages[1]?.content).toContain('The finest high jewellery, since 1847');
  });

  it('does not ask the model about a page that says almost nothing', async () => {
    chat.respond(answering({ kind: 'answer', content: MODEL_POSITIONING }));
    const { brand } = await analyzeFixture(database, storage, quietSite, { llm: llm(), slug: 'quiet-llm' });
    expect(chat.requests).toEqual([]);
    expect(brand).toMatchObject({ archetype: null, pricingStrategy: null, competitivePositioning: null });
  });

  const failures: [string, ChatBehaviour][] = [
    ['content that is not JSON', { kind: 'raw-content', content: 'Clearly a Ruler brand.' }],
    ['JSON of another shape', { kind: 'answer', content: { ...MODEL_POSITIONING, archetype: 'Wizard' } }],
    ['a server error', { kind: 'status', status: 500 }],
    ['no answer in time', { kind: 'hang' }],
  ];
  for (const [what, behaviour] of failures) {
    it(`falls back to the heuristics on ${what}`, async () => {
      chat.respond(behaviour);
      const { brand } = await analyze();
      expect(chat.requests.length).toBeGreaterThan(0);
      expect(brand.archetype).toBe('Ruler');
      expect(brand.pricingStrategy).toBe('luxury');
      expect(brand.competitivePositioning).toMatchObject({ method: 'heuristics', quadrant: 'niche' });
      expect(brand.provenance.archetype?.method).toBe('archetype lexicon over the home and about pages');
      expect((brand.companyInsights as { about: string }).about).toMatch(/^Maison Verel was founded in 1847/);
      expect(brand.analysisStatus).toBe('completed');
    });
  }
});
