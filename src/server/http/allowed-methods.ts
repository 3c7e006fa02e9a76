import { TrieRouter } from 'hono/router/trie-router';

/** A route as the app lists it (Hono's `app.routes`). */
interface ListedRoute {
  method: string;
  path: string;
}

/**
 * The methods an API path is routed for, read from the app's own routes with Hono's own matching:
 * the `Allow` of a 405 when a path exists but not for the method asked. Middleware (method ALL)
 * and routes with a wildcard (catch-alls, a library's mounted paths) say nothing of one path. A
 * path routed for GET also answers HEAD. The routes are read at the first call, once all are added.
 */
export function allowedMethodsOf(routes: readonly ListedRoute[]): (path: string) => string[] {
  let router: TrieRouter<string> | null = null;
  const methods: string[] = [];
  const built = () => {
    const made = new TrieRouter<string>();
    for (const { method, path } of routes) {
      if (method === 'ALL' || path.includes('*')) continue;
      made.add(method, path, method);
      if (!methods.includes(method)) methods.push(method);
    }
    return made;
  };
  return (path) => {
    router ??= built();
    const routed = router;
    const allowed = methods.filter((method) => routed.match(method, path)[0].length > 0);
    if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.push('HEAD');
    return allowed;
  };
}
