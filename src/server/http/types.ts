import type { Logger } from '../logger';

/** Per-request values set by the app's middleware. */
export interface AppVariables {
  requestId: string;
  log: Logger;
}

export interface AppEnv {
  Variables: AppVariables;
}
