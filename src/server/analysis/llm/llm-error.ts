/** Why the model's answer could not be used; the caller falls back to the heuristics. */
export class LlmError extends Error {
  constructor(
    readonly reason: 'network' | 'timeout' | 'http' | 'refusal' | 'empty' | 'invalid-json' | 'schema',
    message: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}
