import type { RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { type ApiCall, type CallKey, type HttpMethod, splitCallKey } from '../../domain/contracts/api-call';
import type { Db } from '../db/client';
import { type Access, accessRoute, type RouteDeclarations } from './access';
import { ProblemSchema } from './openapi';

type ProblemResponse = {
  description: string;
  content: { 'application/problem+json': { schema: typeof ProblemSchema } };
};

/** No member: a part of the request the call does not take. */
type Nothing = Record<never, never>;

type BodyTypeOf<C extends ApiCall> = C['bodyType'] extends string ? C['bodyType'] : 'application/json';
type OkTypeOf<C extends ApiCall> = C['ok']['type'] extends string ? C['ok']['type'] : 'application/json';

type AlsoAsOf<C extends ApiCall> =
  C['ok']['alsoAs'] extends Record<string, z.ZodType>
    ? { [T in keyof C['ok']['alsoAs']]: { schema: C['ok']['alsoAs'][T] } }
    : Nothing;

type RequestOf<C extends ApiCall> = (C['params'] extends z.ZodObject ? { params: C['params'] } : Nothing) &
  (C['query'] extends z.ZodObject ? { query: C['query'] } : Nothing) &
  (C['body'] extends z.ZodType
    ? { body: { content: { [T in BodyTypeOf<C>]: { schema: C['body'] } } } & RequiredOf<C> }
    : Nothing);

/** A body the call may go without is not marked required (OpenAPI's default). */
type RequiredOf<C extends ApiCall> = C['bodyOptional'] extends true ? Nothing : { required: true };

type ResponsesOf<C extends ApiCall> = {
  [S in C['ok']['status']]: {
    description: string;
    content: { [T in OkTypeOf<C>]: { schema: C['ok']['schema'] } } & AlsoAsOf<C>;
  };
} & { [S in keyof C['problems']]: ProblemResponse } & (C['notModified'] extends string
    ? { 304: { description: string } }
    : Nothing);

type KeyParts<K extends CallKey> = K extends `${infer M extends HttpMethod} ${infer P}`
  ? { method: Lowercase<M>; path: P }
  : never;

/** The OpenAPI route a call declares, typed so that its handler reads and answers what the call says. */
export type RouteOfCall<K extends CallKey, C extends ApiCall> = KeyParts<K> & {
  tags: string[];
  summary: string;
  description?: string;
  request: RequestOf<C>;
  responses: ResponsesOf<C>;
};

/** The call of that name, as its group declares it. */
type CallIn<Calls, K extends keyof Calls> = NonNullable<Calls[K]> extends infer C extends ApiCall ? C : never;

/** The route config of a call: method and path from its name, the rest from its declaration. */
export function routeOfCall<K extends CallKey, C extends ApiCall>(key: K, call: C): RouteOfCall<K, C> {
  const { method, path } = splitCallKey(key);
  const request: Record<string, unknown> = {};
  if (call.params) request.params = call.params;
  if (call.query) request.query = call.query;
  if (call.body) {
    request.body = {
      content: { [call.bodyType ?? 'application/json']: { schema: call.body } },
      ...(call.bodyOptional ? {} : { required: true }),
    };
  }
  const responses: Record<number, unknown> = {
    [call.ok.status]: {
      description: call.ok.description,
      content: {
        [call.ok.type ?? 'application/json']: { schema: call.ok.schema },
        ...Object.fromEntries(
          Object.entries(call.ok.alsoAs ?? {}).map(([type, schema]) => [type, { schema }]),
        ),
      },
    },
  };
  if (call.notModified) responses[304] = { description: call.notModified };
  for (const [status, description] of Object.entries(call.problems)) {
    responses[Number(status)] = {
      description,
      content: { 'application/problem+json': { schema: ProblemSchema } },
    };
  }
  return {
    method: method.toLowerCase(),
    path,
    tags: [...call.tags],
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    request,
    responses,
  } as unknown as RouteOfCall<K, C>;
}

/**
 * The route of one declared call (src/domain/contracts), guarded by who may call it, with what it
 * declares about its requests (a larger body limit, multipart uploads, cross-site calls, a quota;
 * access.ts): the only way an API route is made, so the server and the web read one declaration.
 */
export function contractRoute<
  const Calls extends { [K in CallKey]?: ApiCall },
  K extends keyof Calls & CallKey,
>(access: Access, db: Db, calls: Calls, key: K, declarations: RouteDeclarations = {}) {
  const route = accessRoute(access, db, {
    ...(routeOfCall(key, calls[key] as ApiCall) as unknown as Omit<RouteConfig, 'middleware'>),
    ...declarations,
  });
  // Generic in K, the route cannot be checked against RouteConfig here (each concrete one is, where
  // app.openapi takes it): it keeps the call's own types, so handlers are held to the contract.
  return route as unknown as RouteOfCall<K, CallIn<Calls, K>> &
    Pick<typeof route, 'middleware' | 'getRoutingPath'>;
}
