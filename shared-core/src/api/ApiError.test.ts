import { ApiError, isAbortError, isApiError } from './ApiError';

describe('ApiError.fromResponse', () => {
  it('prefers the body status and falls back to the HTTP status', () => {
    expect(ApiError.fromResponse(400, { status: 422, code: 'ValidationError' }).status).toBe(422);
    expect(ApiError.fromResponse(404, { message: 'x' }).status).toBe(404);
  });

  it.each([
    [400, 'ValidationError'],
    [401, 'AuthenticationRequired'],
    [403, 'Forbidden'],
    [404, 'NotFound'],
    [409, 'Conflict'],
    [413, 'PayloadTooLarge'],
    [429, 'RateLimitError'],
    [500, 'InternalError'],
    [502, 'ServiceUnavailable'],
    [503, 'ServiceUnavailable'],
    [504, 'ServiceUnavailable'],
  ])('gives a bodiless %i the code %s and its catalogue message', (status, code) => {
    const err = ApiError.fromResponse(status, undefined);
    expect(err.code).toBe(code);
    expect(err.message.length).toBeGreaterThan(0);
    expect(err.isKnownCode).toBe(true);
  });

  it('keeps an unknown code from the server but not a blank message', () => {
    const err = ApiError.fromResponse(400, { code: 'BrandNewCode', message: '  ' });
    expect(err.code).toBe('BrandNewCode');
    expect(err.isKnownCode).toBe(false);
    expect(err.message).toMatch(/went wrong/);
  });

  it('ignores a non-numeric status in the body', () => {
    expect(ApiError.fromResponse(418, { status: 'teapot' }).status).toBe(418);
  });
});

describe('isApiError and isAbortError', () => {
  it('recognises ApiErrors, also from another copy of the class', () => {
    expect(isApiError(new ApiError())).toBe(true);
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 400, code: 'X' });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 400, code: 'X' })).toBe(false);
  });

  it('recognises aborts', () => {
    expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('stop'))).toBe(false);
  });
});
