import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiTier } from '../../domain/api-key-rules';
import { apiKeyCalls } from '../../domain/contracts/api-keys';
import type { Db } from '../db/client';
import { contractRoute } from '../http/contract-route';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { createApiKey, getApiUsage, listApiKeys, revokeApiKey } from './manage-api-keys';

/** A signed-in user's API keys: listed, created (shown once), revoked, and their usage per day. */
export function apiKeyRoutes(db: Db, quotas: Record<ApiTier, number>) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const list = contractRoute('user', db, apiKeyCalls, 'GET /account/api-keys');
  const create = contractRoute('user', db, apiKeyCalls, 'POST /account/api-keys', { keepsCache: true });
  const revoke = contractRoute('user', db, apiKeyCalls, 'DELETE /account/api-keys/{id}', {
    keepsCache: true,
  });
  const usage = contractRoute('user', db, apiKeyCalls, 'GET /account/api-keys/usage');

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
