import { accountCalls } from './account';
import { adminCalls } from './admin';
import { analysisCalls } from './analysis';
import { apiKeyCalls } from './api-keys';
import { authCalls } from './auth';
import { billingCalls } from './billing';
import { brandCalls } from './brands';
import { catalogueCalls } from './catalogue';
import { colorCalls } from './colors';
import { correctionCalls } from './corrections';
import { favoriteCalls } from './favorites';
import { fontCalls } from './fonts';
import { historyCalls } from './history';
import { mediaCalls } from './media';
import { sharePreviewCalls } from './share-preview';

/** The groups of calls, one per area; a call belongs to exactly one. */
export const CALL_GROUPS = [
  accountCalls,
  adminCalls,
  analysisCalls,
  apiKeyCalls,
  authCalls,
  billingCalls,
  brandCalls,
  catalogueCalls,
  colorCalls,
  correctionCalls,
  favoriteCalls,
  fontCalls,
  historyCalls,
  mediaCalls,
  sharePreviewCalls,
] as const;

/** Every call of the API, by name ("METHOD /path" below /api). */
export const API_CALLS = {
  ...accountCalls,
  ...adminCalls,
  ...analysisCalls,
  ...apiKeyCalls,
  ...authCalls,
  ...billingCalls,
  ...brandCalls,
  ...catalogueCalls,
  ...colorCalls,
  ...correctionCalls,
  ...favoriteCalls,
  ...fontCalls,
  ...historyCalls,
  ...mediaCalls,
  ...sharePreviewCalls,
};

export type ApiCalls = typeof API_CALLS;
