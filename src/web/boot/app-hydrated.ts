/**
 * What the app dispatches on `document` once it has hydrated the server's markup: the start-up
 * script (after-first-paint.ts) then replays the presses it held.
 */
export const APP_HYDRATED_EVENT = 'brand-atlas:hydrated';
