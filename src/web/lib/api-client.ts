import { takePageData } from './page-data';

/** An RFC 9457 problem document, as the API answers every error. */
export type ProblemDocument = {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
};

/** A non-2xx answer of the API, carrying its problem document. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly type: string | undefined;
  /** The problem document's other members (e.g. the existing brand of a refusal). */
  readonly extensions: Record<string, unknown>;

  constructor(
    status: number,
    title: string,
    detail?: string,
    type?: string,
    extensions: Record<string, unknown> = {},
  ) {
    super(detail ?? title);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.detail = detail;
    this.type = type;
    this.extensions = extensions;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export type ApiFetchInit = RequestInit & {
  /** Sent as a JSON body with its content type. */
  json?: unknown;
};

function isJson(response: Response): boolean {
  return /[/+]json\b/.test(response.headers.get('content-type') ?? '');
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallbackTitle = response.statusText || `Request failed with status ${response.status}`;
  if (!isJson(response)) return new ApiError(response.status, fallbackTitle);
  try {
    const body: unknown = await response.json();
    const problem: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {};
    return new ApiError(
      typeof problem.status === 'number' ? problem.status : response.status,
      readString(problem.title) ?? fallbackTitle,
      readString(problem.detail) ?? readString(problem.message),
      readString(problem.type),
      problem,
    );
  } catch {
    return new ApiError(response.status, fallbackTitle);
  }
}

/** Calls our API with the session cookie and JSON; throws ApiError on any non-2xx answer. */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  if ((rest.method ?? 'GET') === 'GET' && json === undefined && rest.body === undefined) {
    const carried = takePageData(path);
    if (carried !== undefined) return carried as T;
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
  if (response.status === 204) return undefined as T;
  // A non-JSON success means we reached something other than the API (e.g. an HTML fallback).
  if (!isJson(response)) throw new ApiError(response.status, 'Unexpected response from the server');
  return (await response.json()) as T;
}
