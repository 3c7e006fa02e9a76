import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ChatServer, serveChatCompletions } from '../test/intel-fixture-sites/chat-server';
import { createLlmClient } from './create-llm-client';
import { LlmError } from './llm-error';

const Answer = z.object({ archetype: z.enum(['Hero', 'Sage']), confidence: z.number().min(0).max(1) });

let chat: ChatServer;
beforeAll(async () => {
  chat = await serveChatCompletions();
});
afterAll(async () => chat.close());
beforeEach(() => {
  chat.requests.length = 0;
});

const ask = (timeoutMs = 5_000) =>
  createLlmClient(
    { baseUrl: chat.baseUrl, apiKey: 'sk-test', model: 'test-model' },
    { timeoutMs },
  ).completeJson({
    system: 'You are a brand strategist.',
    user: 'Site text',
    schemaName: 'archetype',
    schema: Answer,
  });

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe('the chat-completions client', () => {
  it('asks for JSON by schema and returns the checked answer', async () => {
    chat.respond({ kind: 'answer', content: { archetype: 'Hero', confidence: 0.8 } });
    await expect(ask()).resolves.toEqual({ archetype: 'Hero', confidence: 0.8 });
    const [request] = chat.requests;
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'archetype',
        strict: true,
        schema: { type: 'object', required: ['archetype', 'confidence'], additionalProperties: false },
      },
    });
  });

  it('accepts JSON inside a Markdown fence', async () => {
    chat.respond({ kind: 'raw-content', content: '```json\n{"archetype":"Sage","confidence":0.5}\n```' });
    await expect(ask()).resolves.toEqual({ archetype: 'Sage', confidence: 0.5 });
  });

  it('refuses content that is not JSON', async () => {
    chat.respond({ kind: 'raw-content', content: 'The brand is clearly a Hero.' });
    expect((await failure(ask())).reason).toBe('invalid-json');
  });

  it('refuses JSON that does not match the schema', async () => {
    chat.respond({ kind: 'answer', content: { archetype: 'Wizard', confidence: 3 } });
    const error = await failure(ask());
    expect(error.reason).toBe('schema');
    expect(error.message).toContain('archetype');
  });

  it('reports server errors, refusals and silence', async () => {
    chat.respond({ kind: 'status', status: 500 });
    expect((await failure(ask())).reason).toBe('http');
    chat.respond({ kind: 'refusal', refusal: 'I cannot help with that.' });
    expect((await failure(ask())).reason).toBe('refusal');
    chat.respond({ kind: 'hang' });
    const started = performance.now();
    expect((await failure(ask(300))).reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('reports an endpoint that is not there', async () => {
    const gone = createLlmClient({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'm' });
    const error = await failure(
      gone.completeJson({ system: 's', user: 'u', schemaName: 'x', schema: Answer }),
    );
    expect(error.reason).toBe('network');
  });
});
