import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '../../domain/api-key-rules';

/** A new key: 32 random bytes (256 bits), base64url, behind a recognisable prefix. */
export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_SHOWN_CHARS), hash: hashApiKey(key) };
}

/**
 * What is stored of a key: its SHA-256. The key is random with 256 bits, so no one can guess it
 * from the hash, and a fast hash lets every API request find its key by one index lookup
 * (docs/decisions/0094 says why not bcrypt or argon2).
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
