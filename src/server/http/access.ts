import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { getSubscriptionStatus } from '../billing/get-subscription-status';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { BodyLimit } from './body-limits';
import type { AppEnv } from './types';

/** Who may call a route (ARCHITECTURE §7). Each level includes the ones after it in this list. */
export const ACCESS_LEVELS = ['public', 'user', 'subscriber', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHORIZED', 'Please sign in first');
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in first');
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Admins only');
  await next();
};

/** Favourites are for Pro subscribers (spec 000 §6); admins are not exempt from paying. */
export function requireSubscriber(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to save favorites');
    const status = await getSubscriptionStatus(db, user.id);
    if (!status.subscribed) throw new AppError('FORBIDDEN', 'Upgrade to Pro to favorite brands');
    await next();
  };
}

export function guardFor(access: Access, db: Db): MiddlewareHandler<AppEnv>[] {
  switch (access) {
    case 'public':
      return [];
    case 'user':
      return [requireUser];
    case 'subscriber':
      return [requireSubscriber(db)];
    case 'admin':
      return [requireAdmin];
  }
}

/**
 * What a route declares about its requests besides who may call it, read by the app's middleware
 * before the route runs (http/route-rules.ts). Without them a route gets the API's general body
 * limit, JSON only, and no quota of its own.
 */
export interface RouteDeclarations {
  /** Its body limit, when its bodies are larger than the API's general one. */
  bodyLimit?: BodyLimit;
  /** Its body may be a multipart upload from our own origin (same-origin.ts refuses it elsewhere). */
  multipart?: true;
  /**
   * Called by another site that signs its requests (a webhook), so the same-origin check does not
   * apply; the route must verify the signature itself.
   */
  crossSite?: true;
  /** Counts the calls of those allowed in; runs after the access guard, before validation. */
  quota?: MiddlewareHandler<AppEnv>;
  /**
   * A public read whose anonymous answer is everyone's (it depends on the path and query alone):
   * the public read cache keeps it, and its Cache-Control lets a CDN keep it (public-read-cache.ts).
   */
  sharedCache?: true;
  /**
   * A write that changes no cached answer (a counted visit, a user's own keys, billing or
   * proposals): the public read cache is kept, so a signed-in user cannot empty it at will.
   */
  keepsCache?: true;
}

/**
 * An OpenAPI route that declares who may call it: the guard runs before the handler and the
 * level is published as `x-access` in /api/openapi.json, where the authorization test reads it.
 * A body limit, multipart uploads, cross-site calls and the public read cache's rules are published
 * beside it as `x-body-limit`, `x-multipart`, `x-cross-site`, `x-shared-cache` and `x-keeps-cache`,
 * where the app reads them (http/route-rules.ts); a quota runs right after the guard.
 */
export function accessRoute<const R extends Omit<RouteConfig, 'middleware'>>(
  access: Access,
  db: Db,
  config: R & RouteDeclarations,
) {
  const { bodyLimit, multipart, crossSite, quota, sharedCache, keepsCache, ...route } = config;
  // The app reads these from the OpenAPI registry, which a hidden route is not in.
  if (route.hide && (bodyLimit || multipart || crossSite || sharedCache || keepsCache)) {
    throw new Error(`${route.method} ${route.path}: a hidden route cannot declare request rules`);
  }
  return createRoute({
    ...route,
    middleware: [...guardFor(access, db), ...(quota ? [quota] : [])],
    description: `${route.description ? `${route.description} ` : ''}Access: ${access}.`,
    'x-access': access,
    ...(bodyLimit ? { 'x-body-limit': bodyLimit } : {}),
    ...(multipart ? { 'x-multipart': true } : {}),
    ...(crossSite ? { 'x-cross-site': true } : {}),
    ...(sharedCache ? { 'x-shared-cache': true } : {}),
    ...(keepsCache ? { 'x-keeps-cache': true } : {}),
  } as unknown as R & { middleware: MiddlewareHandler<AppEnv>[] });
}
