import { accountCalls } from './account';
import { authCalls } from './auth';
import { billingCalls } from './billing';
import { brandCalls } from './brands';
import { catalogueCalls } from './catalogue';
import { colorCalls } from './colors';
import { favoriteCalls } from './favorites';
import { sharePreviewCalls } from './share-preview';

/** Every call of the API, by name ("METHOD /path" below /api). */
export const API_CALLS = {
  ...accountCalls,
  ...authCalls,
  ...billingCalls,
  ...brandCalls,
  ...catalogueCalls,
  ...colorCalls,
  ...favoriteCalls,
  ...sharePreviewCalls,
};

export type ApiCalls = typeof API_CALLS;
