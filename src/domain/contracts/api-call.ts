import type { z } from 'zod';
import type { ApiCalls } from '.';

/**
 * One call of our HTTP API, declared once: the server builds its route and OpenAPI entry from it
 * (src/server/http/contract-route.ts) and the web's client takes its types from it
 * (src/web/lib/call-api.ts), so a change on one side that the other does not follow fails the type
 * check. A call is named "METHOD /path" below /api, with OpenAPI's `{param}` placeholders.
 */
export type CallKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/** Problem statuses a call may answer with (each an RFC 9457 problem document). */
export type ProblemStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

export interface ApiCall {
  summary: string;
  tags: readonly string[];
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The request body: JSON unless `bodyType` says otherwise. */
  body?: z.ZodType;
  bodyType?: 'text/csv' | 'multipart/form-data';
  /**
   * The answer on success: its status, what it says and what it carries: JSON of `schema` unless
   * `type` names another media type (a CSV text, a file), with `alsoAs` for a file offered in
   * several formats.
   */
  ok: {
    status: 200 | 201 | 202 | 302;
    description: string;
    schema: z.ZodType;
    type?: string;
    alsoAs?: Record<string, z.ZodType>;
  };
  /** What a 304 means, for a call answering conditional requests. */
  notModified?: string;
  /** The problems it may answer, each with what it means. */
  problems: Partial<Record<ProblemStatus, string>>;
  /** The body may be left out (its schema's defaults then apply); otherwise it is required. */
  bodyOptional?: true;
}

/** A group of calls, keyed by name: the key carries the method and path, the value the rest. */
export const apiCalls = <const T extends { [K in CallKey]?: ApiCall }>(calls: T): T => calls;

/** What the call answers on success. */
export type ResultOf<C extends ApiCall> = z.output<C['ok']['schema']>;

/** What the caller sends: path parameters, query and body, each only where the call takes one. */
export type InputOf<C extends ApiCall> = (C['params'] extends z.ZodObject
  ? { params: z.input<C['params']> }
  : { params?: never }) &
  (C['query'] extends z.ZodObject ? { query?: z.input<C['query']> } : { query?: never }) &
  (C['body'] extends z.ZodType
    ? C['bodyOptional'] extends true
      ? { body?: BodyOf<C> }
      : { body: BodyOf<C> }
    : { body?: never });

/** A file upload is sent as form data and a CSV as text; any other body as JSON of its schema. */
type BodyOf<C extends ApiCall> = C['bodyType'] extends 'multipart/form-data'
  ? FormData
  : C['bodyType'] extends 'text/csv'
    ? string | Blob
    : z.input<NonNullable<C['body']>>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The call's method and its path template below /api. */
export function splitCallKey(key: CallKey): { method: HttpMethod; path: `/${string}` } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) as `/${string}` };
}

/** A call of our API by its name, as src/domain/contracts declares it. */
export type ApiCallName = keyof ApiCalls & CallKey;

/** What a call's URL is made of: its path parameters and query. */
export type UrlInput<K extends ApiCallName> = Omit<InputOf<ApiCalls[K]>, 'body'>;

/**
 * The URL of a call: `/api`, its path with each `{param}` filled in (encoded), then its query in
 * the order given, leaving out absent and empty values, so one request has one URL.
 */
export function callUrl<K extends ApiCallName>(key: K, input?: UrlInput<K>): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  const { path } = splitCallKey(key);
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${key} needs its ${name} parameter`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `/api${filled}?${text}` : `/api${filled}`;
}
