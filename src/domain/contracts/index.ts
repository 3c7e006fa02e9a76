import { favoriteCalls } from './favorites';

/** Every call of the API, by name ("METHOD /path" below /api). */
export const API_CALLS = {
  ...favoriteCalls,
};

export type ApiCalls = typeof API_CALLS;
