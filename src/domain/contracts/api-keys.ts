import { z } from 'zod';
import {
  ApiKeyListSchema,
  ApiKeySchema,
  ApiUsageSchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
} from '../api-keys';
import { apiCalls } from './api-call';

/** A signed-in user's API keys: listed, created (shown once), revoked, and their usage per day. */
export const apiKeyCalls = apiCalls({
  'GET /account/api-keys': {
    tags: ['API keys'],
    summary: "The caller's API keys (never the keys themselves), tier and daily quota",
    ok: { status: 200, description: 'The keys', schema: ApiKeyListSchema },
    problems: { 401: 'Not signed in' },
  },
  'POST /account/api-keys': {
    tags: ['API keys'],
    summary: 'Create a key: the answer is the only time it is shown; only its SHA-256 is stored',
    body: CreateApiKeySchema,
    ok: { status: 201, description: 'The new key, shown once', schema: CreatedApiKeySchema },
    problems: { 400: 'Invalid name', 401: 'Not signed in', 409: 'Too many active keys' },
  },
  'DELETE /account/api-keys/{id}': {
    tags: ['API keys'],
    summary: 'Revoke a key: from then on it is refused with 401',
    params: z.object({ id: z.uuid() }),
    ok: { status: 200, description: 'The revoked key', schema: ApiKeySchema },
    problems: { 400: 'Invalid parameter', 401: 'Not signed in', 404: 'No such key' },
  },
  'GET /account/api-keys/usage': {
    tags: ['API keys'],
    summary: "Requests per UTC day of the caller's keys over the last 30 days",
    ok: { status: 200, description: 'Usage per day', schema: ApiUsageSchema },
    problems: { 401: 'Not signed in' },
  },
});
