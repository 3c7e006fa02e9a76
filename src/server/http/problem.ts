import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An RFC 9457 problem document. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  [extension: string]: unknown;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

export function problemTitle(status: number): string {
  return TITLES[status] ?? 'Error';
}

export function problemJson(
  c: Context,
  status: number,
  detail?: string,
  extensions: Record<string, unknown> = {},
): Response {
  const body: Problem = {
    type: 'about:blank',
    title: problemTitle(status),
    status,
    ...(detail ? { detail } : {}),
    instance: c.req.path,
    ...extensions,
  };
  return c.body(JSON.stringify(body), status as ContentfulStatusCode, {
    'content-type': 'application/problem+json',
  });
}
