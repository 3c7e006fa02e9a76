import type { ApiCalls } from '@/domain/contracts';
import type { ApiCallName, InputOf, ResultOf } from '@/domain/contracts/api-call';
import { callUrl, splitCallKey } from '@/domain/contracts/api-call';
import { apiFetch } from './api-client';

type CallOf<K extends ApiCallName> = ApiCalls[K];

/** The input may be left out when the call takes nothing that is required. */
type CallArgs<K extends ApiCallName> =
  object extends InputOf<CallOf<K>>
    ? [input?: InputOf<CallOf<K>>, init?: { signal?: AbortSignal }]
    : [input: InputOf<CallOf<K>>, init?: { signal?: AbortSignal }];

/**
 * Calls the API as its contract says: the URL from the call's path, parameters and query; the body
 * as JSON, form data or text; the answer typed by the call's success schema. Problems are thrown as
 * ApiError, as apiFetch does.
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
  const answer = await apiFetch(callUrl(key, input), { method, ...sent, signal: init?.signal });
  return answer as ResultOf<CallOf<K>>;
}
