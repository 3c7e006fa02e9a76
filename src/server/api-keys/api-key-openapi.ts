type OpenApiDocument = {
  paths?: Record<string, Record<string, { 'x-access'?: string; security?: unknown[] } | unknown>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

/**
 * The two ways in, in the OpenAPI document: the session cookie of the site, and API keys
 * (Authorization: Bearer), which read every public GET operation and nothing else.
 */
export function documentApiKeys<D extends object>(document: D): D {
  const doc = document as OpenApiDocument;
  doc.components = {
    ...doc.components,
    securitySchemes: {
      ...doc.components?.securitySchemes,
      apiKey: {
        type: 'http',
        scheme: 'bearer',
        description:
          'An API key from Settings. Reads the public GET operations only, counted against a daily quota per key (RateLimit-Policy and RateLimit fields; 429 past it).',
      },
      session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
    },
  };
  for (const methods of Object.values(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const op = operation as { 'x-access'?: string; security?: unknown[] };
      if (typeof op !== 'object' || op === null || !op['x-access']) continue;
      op.security =
        op['x-access'] === 'public' ? (method === 'get' ? [{}, { apiKey: [] }] : [{}]) : [{ session: [] }];
    }
  }
  return document;
}
