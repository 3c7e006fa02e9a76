import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { ApiTier } from '../../domain/api-key-rules';
import {
  ApiKeyListSchema,
  ApiKeySchema,
  ApiUsageSchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
} from '../../domain/api-keys';
import type { Db } from '../db/client';
import { accessRoute } from '../http/access';
import { problemResponse, validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { createApiKey, getApiUsage, listApiKeys, revokeApiKey } from './manage-api-keys';

const problem = problemResponse;
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A signed-in user's API keys: listed, created (shown once), revoked, and their usage per day. */
export function apiKeyRoutes(db: Db, quotas: Record<ApiTier, number>) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const list = accessRoute('user', db, {
    method: 'get',
    path: '/account/api-keys',
    tags: ['API keys'],
    summary: "The caller's API keys (never the keys themselves), tier and daily quota",
    responses: { 200: json('The keys', ApiKeyListSchema), 401: problem('Not signed in') },
  });
  const create = accessRoute('user', db, {
    method: 'post',
    path: '/account/api-keys',
    tags: ['API keys'],
    summary: 'Create a key: the answer is the only time it is shown; only its SHA-256 is stored',
    request: { body: { content: { 'application/json': { schema: CreateApiKeySchema } }, required: true } },
    responses: {
      201: json('The new key, shown once', CreatedApiKeySchema),
      400: problem('Invalid name'),
      401: problem('Not signed in'),
      409: problem('Too many active keys'),
    },
  });
  const revoke = accessRoute('user', db, {
    method: 'delete',
    path: '/account/api-keys/{id}',
    tags: ['API keys'],
    summary: 'Revoke a key: from then on it is refused with 401',
    request: { params: z.object({ id: z.uuid() }) },
    responses: {
      200: json('The revoked key', ApiKeySchema),
      400: problem('Invalid parameter'),
      401: problem('Not signed in'),
      404: problem('No such key'),
    },
  });
  const usage = accessRoute('user', db, {
    method: 'get',
    path: '/account/api-keys/usage',
    tags: ['API keys'],
    summary: "Requests per UTC day of the caller's keys over the last 30 days",
    responses: { 200: json('Usage per day', ApiUsageSchema), 401: problem('Not signed in') },
  });

  app.openapi(list, async (c) => c.json(await listApiKeys(db, c.get('user')!, quotas), 200));
  app.openapi(create, async (c) =>
    c.json(await createApiKey(db, c.req.valid('json').name, c.get('user')!), 201),
  );
  app.openapi(usage, async (c) => c.json(await getApiUsage(db, c.get('user')!, quotas), 200));
  app.openapi(revoke, async (c) =>
    c.json(await revokeApiKey(db, c.req.valid('param').id, c.get('user')!), 200),
  );
  return app;
}
