import { adminCalls } from './admin';
import { analysisCalls } from './analysis';
import { favoriteCalls } from './favorites';
import { mediaCalls } from './media';

/** Every call of the API, by name ("METHOD /path" below /api). */
export const API_CALLS = {
  ...favoriteCalls,
  ...adminCalls,
  ...mediaCalls,
  ...analysisCalls,
};

export type ApiCalls = typeof API_CALLS;
