import type { SessionUser } from '../auth/session-user';
import type { Logger } from '../logger';

/** Per-request values set by the app's middleware. */
export interface AppVariables {
  requestId: string;
  log: Logger;
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  sessionId: string | null;
  /** Set once the session cookie was read, so that it is read once per request. */
  sessionRead?: true;
  /** The API key the request was authorised by (Authorization: Bearer); null for cookie or no credentials. */
  apiKey: { id: string; userId: string } | null;
  /** Where the request came from (http/client-address.ts); null for a request made in process. */
  clientAddress: string | null;
}

export interface AppEnv {
  Variables: AppVariables;
}
