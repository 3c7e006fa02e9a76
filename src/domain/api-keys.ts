import { z } from 'zod';
import { API_KEY_NAME_MAX_CHARS, API_TIERS } from './api-key-rules';

export const CreateApiKeySchema = z
  .object({ name: z.string().trim().min(1, 'Please name the key').max(API_KEY_NAME_MAX_CHARS) })
  .strict();

/** A key as settings list it: never the secret, only its first characters. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart ('ba_AbCd1234'). */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer to creating a key: the only time the whole key is shown. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyListSchema = z.object({
  items: z.array(ApiKeySchema),
  tier: z.enum(API_TIERS),
  /** Requests per key per UTC day on this tier. */
  daily_quota: z.number().int(),
});
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

export const ApiUsageSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      /** Requests of all the account's keys that day. */
      total: z.number().int(),
      by_key: z.array(z.object({ key_id: z.string(), count: z.number().int() })),
    }),
  ),
  tier: z.enum(API_TIERS),
  daily_quota: z.number().int(),
});
export type ApiUsage = z.infer<typeof ApiUsageSchema>;
