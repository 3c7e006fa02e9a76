import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { getSubscriptionStatus } from '../billing/get-subscription-status';
import type { Db } from '../db/client';
import { AppError } from '../errors';
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
 * An OpenAPI route that declares who may call it: the guard runs before the handler and the
 * level is published as `x-access` in /api/openapi.json, where the authorization test reads it.
 */
export function accessRoute<const R extends Omit<RouteConfig, 'middleware'>>(
  access: Access,
  db: Db,
  config: R,
) {
  return createRoute({
    ...config,
    middleware: guardFor(access, db),
    description: `${config.description ? `${config.description} ` : ''}Access: ${access}.`,
    'x-access': access,
  } as R & { middleware: MiddlewareHandler<AppEnv>[] });
}
