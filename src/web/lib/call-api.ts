import type { ApiCalls } from '@/domain/contracts';
import type { ApiCallName, InputOf, ResultOf } from '@/domain/contracts/api-call';
import { callUrl, splitCallKey } from '@/domain/contracts/api-call';
import { ApiError, isJson, toApiError } from './api-client';
import { takePageData } from './page-data';

type CallOf<K extends ApiCallName> = ApiCalls[K];

/** The input may be left out when the call takes nothing that is required. */
type CallArgs<K extends ApiCallName> =
  object extends InputOf<CallOf<K>>
    ? [input?: InputOf<CallOf<K>>, init?: { signal?: AbortSignal }]
    : [input: InputOf<CallOf<K>>, init?: { signal?: AbortSignal }];

/**
 * Calls the API as its contract says: the URL from the call's path, parameters and query; the body
 * as JSON, form data or text; the answer typed by the call's success schema. A read the server
 * already wrote into the page (page-data.ts) is answered from there. Every non-2xx answer is thrown
 * as ApiError. This is the only way the web reaches our API: no URL or answer type by hand.
 */
export async function callApi<K extends ApiCallName>(
  key: K,
  ...[input, init]: CallArgs<K>
): Promise<ResultOf<CallOf<K>>> {
  const { method } = splitCallKey(key);
  const body: unknown = input?.body;
  const sent =
    body === undefined
      ? {}
      : body instanceof FormData
        ? { body }
        : body instanceof Blob || typeof body === 'string'
          ? // Text or a file is a CSV (BodyOf): labelled as one whatever type the browser gave the file.
            { body, headers: { 'Content-Type': 'text/csv' } }
          : { json: body };
  const answer = await send(callUrl(key, input), { method, ...sent, signal: init?.signal });
  return answer as ResultOf<CallOf<K>>;
}

type SendInit = Omit<RequestInit, 'headers'> & {
  headers?: Record<string, string>;
  /** Sent as a JSON body with its content type. */
  json?: unknown;
};

/** One request to our API with the session cookie; its JSON answer, or ApiError. */
async function send(path: string, init: SendInit): Promise<unknown> {
  const { json, headers, ...rest } = init;
  if ((rest.method ?? 'GET') === 'GET' && json === undefined && rest.body === undefined) {
    const carried = takePageData(path);
    if (carried !== undefined) return carried;
  }
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json, application/problem+json');
  let body = rest.body;
  if (json !== undefined) {
    requestHeaders.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  const response = await fetch(path, { credentials: 'include', ...rest, headers: requestHeaders, body });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined;
  // A non-JSON success means we reached something other than the API (e.g. an HTML fallback).
  if (!isJson(response)) throw new ApiError(response.status, 'Unexpected response from the server');
  return response.json();
}
