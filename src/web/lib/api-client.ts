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

/** Whether an answer is JSON (or a JSON problem document). */
export function isJson(response: Response): boolean {
  return /[/+]json\b/.test(response.headers.get('content-type') ?? '');
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The ApiError a non-2xx answer stands for, read from its problem document. */
export async function toApiError(response: Response): Promise<ApiError> {
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
