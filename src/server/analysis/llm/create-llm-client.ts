import { z } from 'zod';
import { startDeadline } from '../../deadline';
import type { LlmClient } from './llm-client';
import { LlmError } from './llm-error';

export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

/** One answer may take this long; the analysis falls back to the heuristics after it. */
export const LLM_TIMEOUT_MS = 30_000;
/** A chat answer larger than this is not a JSON object of ours. */
const MAX_ANSWER_BYTES = 1_000_000;

const ChatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
      }),
    )
    .min(1),
});

/** Models sometimes wrap JSON in a Markdown fence even when asked not to. */
function unfence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return fenced?.[1] ?? text;
}

/**
 * Keywords that strict structured outputs of some OpenAI-compatible servers reject. They are left
 * out of the schema sent; the zod schema still enforces them on the answer.
 */
const UNSENT_KEYWORDS = new Set([
  '$schema',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'pattern',
  'format',
]);

function withoutUnsentKeywords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnsentKeywords);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !UNSENT_KEYWORDS.has(key))
      .map(([key, v]) => [key, key === 'properties' ? mapValues(v) : withoutUnsentKeywords(v)]),
  );
}

/** Property names are data, not keywords: a property called 'format' stays. */
function mapValues(properties: unknown): unknown {
  if (!properties || typeof properties !== 'object') return properties;
  return Object.fromEntries(Object.entries(properties).map(([name, v]) => [name, withoutUnsentKeywords(v)]));
}

/** The JSON schema sent as response_format: the zod schema without the keywords above. */
export function responseSchema(schema: z.ZodType): Record<string, unknown> {
  return withoutUnsentKeywords(z.toJSONSchema(schema)) as Record<string, unknown>;
}

/**
 * The LLM client over an OpenAI-compatible `/chat/completions` endpoint, asking for JSON through
 * `response_format: json_schema` and checking the answer with the same zod schema.
 */
export function createLlmClient(config: LlmConfig, options: { timeoutMs?: number } = {}): LlmClient {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? LLM_TIMEOUT_MS;
  return {
    model: config.model,
    async completeJson({ system, user, schemaName, schema, signal }) {
      const deadline = startDeadline(timeoutMs, signal);
      let res: Response;
      let raw: string;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          signal: deadline.signal,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            temperature: 0,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
            response_format: {
              type: 'json_schema',
              json_schema: { name: schemaName, strict: true, schema: responseSchema(schema) },
            },
          }),
        });
        raw = await res.text();
      } catch (error) {
        if (deadline.signal.aborted)
          throw new LlmError('timeout', `The model did not answer within ${timeoutMs / 1000} s`);
        throw new LlmError('network', `Could not reach the model: ${(error as Error).message}`);
      } finally {
        deadline.end();
      }
      if (!res.ok) throw new LlmError('http', `The model endpoint answered ${res.status}`);
      if (raw.length > MAX_ANSWER_BYTES) throw new LlmError('invalid-json', 'The model answer is too large');

      let completion: z.infer<typeof ChatCompletionSchema>;
      try {
        completion = ChatCompletionSchema.parse(JSON.parse(raw));
      } catch {
        throw new LlmError('invalid-json', 'The endpoint did not answer with a chat completion');
      }
      const message = completion.choices[0]?.message;
      if (message?.refusal)
        throw new LlmError('refusal', `The model refused: ${message.refusal.slice(0, 200)}`);
      const content = message?.content?.trim();
      if (!content) throw new LlmError('empty', 'The model answered with no content');

      let data: unknown;
      try {
        data = JSON.parse(unfence(content));
      } catch {
        throw new LlmError('invalid-json', 'The model did not answer with JSON');
      }
      const checked = schema.safeParse(data);
      if (!checked.success) {
        const where = checked.error.issues
          .slice(0, 3)
          .map((issue) => issue.path.join('.') || '(root)')
          .join(', ');
        throw new LlmError('schema', `The model's JSON does not match ${schemaName} (${where})`);
      }
      return checked.data;
    },
  };
}

/** The configured model, or null when LLM_BASE_URL is not set (the heuristics alone). */
export function llmClientFromConfig(config: LlmConfig | null): LlmClient | null {
  return config ? createLlmClient(config) : null;
}
