import { adminCalls } from './admin';
import { analysisCalls } from './analysis';
import { apiKeyCalls } from './api-keys';
import { correctionCalls } from './corrections';
import { favoriteCalls } from './favorites';
import { fontCalls } from './fonts';
import { historyCalls } from './history';
import { mediaCalls } from './media';

/** Every call of the API, by name ("METHOD /path" below /api). */
export const API_CALLS = {
  ...favoriteCalls,
  ...adminCalls,
  ...mediaCalls,
  ...analysisCalls,
  ...correctionCalls,
  ...historyCalls,
  ...apiKeyCalls,
  ...fontCalls,
};

export type ApiCalls = typeof API_CALLS;
