import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import type { Access } from './access';
import type { BodyLimit } from './body-limits';
import type { AppEnv } from './types';

/**
 * What a route declared beside itself about the requests it takes (accessRoute's level, `bodyLimit`,
 * `multipart`, `crossSite`, `sharedCache`, `keepsCache`), read by the middleware that runs before
 * any route.
 */
export interface RouteRule {
  /** Who may call it (accessRoute's level). */
  access?: Access;
  bodyLimit?: BodyLimit;
  multipart?: boolean;
  crossSite?: boolean;
  sharedCache?: boolean;
  keepsCache?: boolean;
}

/** A request's rule: found by the request's method and path, as the app's router finds its route. */
export type RouteRules = (c: Context<AppEnv>) => RouteRule | undefined;

interface DeclaringRoute {
  method: string;
  path: string;
  'x-access'?: Access;
  'x-body-limit'?: BodyLimit;
  'x-multipart'?: boolean;
  'x-cross-site'?: boolean;
  'x-shared-cache'?: boolean;
  'x-keeps-cache'?: boolean;
}

/**
 * The request rules the routes of `api` declared, keyed by their method and path template under
 * `mountedAt` (where `api` is mounted), in a router of Hono's own: the same matching as the
 * route's, so a rule cannot cover more or fewer requests than its route. Every route is in it, in
 * the order the app registered them, so a request finds its own route's rule (an empty one when it
 * declared nothing) before that of a route with a parameter where it has a word
 * (`/brands/duplicates` before `/brands/{slug}`).
 */
export function routeRulesOf(api: OpenAPIHono<AppEnv>, mountedAt: string): RouteRules {
  const router: Router<RouteRule> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] });
  for (const definition of api.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const route = definition.route as DeclaringRoute;
    const rule: RouteRule = {
      ...(route['x-access'] ? { access: route['x-access'] } : {}),
      ...(route['x-body-limit'] ? { bodyLimit: route['x-body-limit'] } : {}),
      ...(route['x-multipart'] ? { multipart: true } : {}),
      ...(route['x-cross-site'] ? { crossSite: true } : {}),
      ...(route['x-shared-cache'] ? { sharedCache: true } : {}),
      ...(route['x-keeps-cache'] ? { keepsCache: true } : {}),
    };
    router.add(route.method.toUpperCase(), `${mountedAt}${honoPath(route.path)}`, rule);
  }
  return (c) => router.match(c.req.method, c.req.path)[0][0]?.[0];
}

/** `/brands/{id}` as Hono writes it: `/brands/:id`. */
function honoPath(openApiPath: string): string {
  return openApiPath.replaceAll(/\{(.+?)\}/g, ':$1');
}
