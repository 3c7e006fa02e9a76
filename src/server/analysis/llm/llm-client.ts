import type { z } from 'zod';

/**
 * An OpenAI-compatible chat-completions endpoint asked for JSON that must match a schema.
 * Any failure (network, refusal, invalid JSON, schema mismatch) throws; callers fall back to the
 * transparent heuristics.
 */
export interface LlmClient {
  /** The model answering, recorded in the provenance of what it wrote. */
  readonly model: string;
  completeJson<T>(request: {
    system: string;
    user: string;
    /** Name of the JSON schema sent as response_format. */
    schemaName: string;
    schema: z.ZodType<T>;
    signal?: AbortSignal;
  }): Promise<T>;
}
