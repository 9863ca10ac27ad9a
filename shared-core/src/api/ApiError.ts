import { type ApiErrorBody, ErrorCode, isErrorCode, messageForCode } from '../errors/codes';

/** The code a status means when the error body carries none. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 0:
      return ErrorCode.NetworkError;
    case 400:
    case 422:
      return ErrorCode.ValidationError;
    case 401:
      return ErrorCode.AuthenticationRequired;
    case 403:
      return ErrorCode.Forbidden;
    case 404:
      return ErrorCode.NotFound;
    case 409:
      return ErrorCode.Conflict;
    case 413:
      return ErrorCode.PayloadTooLarge;
    case 429:
      return ErrorCode.RateLimitError;
    // What a proxy in front of the API answers while the API restarts.
    case 502:
    case 503:
    case 504:
      return ErrorCode.ServiceUnavailable;
    default:
      return ErrorCode.InternalError;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every failed call of the API client rejects with an ApiError: the
 * normalised error of SPEC §8, {status (default 500), message, code, data}.
 * Status 0 means no HTTP response arrived at all (code NetworkError).
 */
export class ApiError extends Error implements ApiErrorBody {
  readonly status: number;
  readonly code: ErrorCode | string;
  readonly data?: unknown;

  constructor(body: Partial<ApiErrorBody> = {}, options?: { cause?: unknown }) {
    const status = typeof body.status === 'number' && Number.isInteger(body.status) ? body.status : 500;
    const code = typeof body.code === 'string' && body.code ? body.code : codeForStatus(status);
    const message =
      typeof body.message === 'string' && body.message.trim() ? body.message : messageForCode(code);
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (body.data !== undefined) this.data = body.data;
  }

  /**
   * Builds the error from whatever an error response carried: the API's own
   * body {status, message, code, data} (also accepted nested as {error: …}),
   * or anything else (an HTML page from a proxy, plain text, nothing), in
   * which case the HTTP status decides the code and the message.
   */
  static fromResponse(httpStatus: number, body: unknown): ApiError {
    const source = isRecord(body) && isRecord(body.error) ? body.error : body;
    if (!isRecord(source)) return new ApiError({ status: httpStatus });
    return new ApiError({
      status: typeof source.status === 'number' ? source.status : httpStatus,
      message: typeof source.message === 'string' ? source.message : undefined,
      code: typeof source.code === 'string' ? source.code : undefined,
      data: source.data,
    });
  }

  /** The normalised body, as the API would send it. */
  toJSON(): ApiErrorBody {
    const body: ApiErrorBody = { status: this.status, message: this.message, code: this.code };
    if (this.data !== undefined) body.data = this.data;
    return body;
  }

  /** True when the code is one of the catalogue's (an error we know how to explain). */
  get isKnownCode(): boolean {
    return isErrorCode(this.code);
  }
}

/** True for an ApiError (or any error-like value) with status 404. */
export function isNotFound(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { status?: unknown }).status === 404;
}

/** True when `err` is an ApiError; also across bundles, by its name and shape. */
export function isApiError(err: unknown): err is ApiError {
  if (err instanceof ApiError) return true;
  return (
    err instanceof Error &&
    err.name === 'ApiError' &&
    typeof (err as { status?: unknown }).status === 'number' &&
    typeof (err as { code?: unknown }).code === 'string'
  );
}

/** True for the AbortError a fetch or stream throws when its signal is aborted. */
export function isAbortError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'AbortError';
}
