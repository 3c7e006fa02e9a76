import { SessionSchema } from '../../domain/contracts/auth';

export const SESSION_PATH = '/api/auth/get-session';

/**
 * better-auth's get-session answer reduced to what the site's contract names (the user, and the
 * session's id, expiry and user). Its raw answer also carries the session token, the address and
 * the browser it was opened from: the cookie is httpOnly so that no script can read the token, and
 * this answer must not hand it to one. Headers (a refreshed cookie among them) pass as they are.
 */
export async function withoutSessionSecrets(res: Response): Promise<Response> {
  if (!res.ok || !res.headers.get('content-type')?.includes('application/json')) return res;
  const parsed = SessionSchema.safeParse(await res.json());
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(parsed.success ? parsed.data : null), { status: res.status, headers });
}
