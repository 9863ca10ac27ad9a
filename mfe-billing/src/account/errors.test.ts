import { ApiError, errorCodes, errorMessages } from '@inkpress/shared-core';
import { explainError } from './errors';

const fromApi = (status: number, body: Record<string, unknown>) => ApiError.fromResponse(status, body);

describe('explainError: every failure in words, never raw JSON', () => {
  it('puts a 400 ValidationError on the fields the form shows (data.issues[].path)', () => {
    const err = fromApi(400, {
      status: 400,
      code: 'ValidationError',
      message: 'password: Use at least 10 characters.',
      data: { issues: [{ path: 'password', message: 'Use at least 10 characters.' }] },
    });
    expect(explainError(err, {}, ['email', 'password'])).toEqual({
      code: 'ValidationError',
      status: 400,
      message: '',
      fields: { password: 'Use at least 10 characters.' },
    });
  });

  it('tells an issue about a field the form does not show for the whole form', () => {
    const err = fromApi(400, {
      status: 400,
      code: 'ValidationError',
      message: 'key: This link is not valid.',
      data: { issues: [{ path: 'key', message: 'This link is not valid.' }] },
    });
    expect(explainError(err, {}, ['password'])).toMatchObject({
      message: 'This link is not valid.',
      fields: {},
    });
  });

  it('keeps the sentence of a 400 without issues, but not a technical one', () => {
    const plain = fromApi(400, {
      status: 400,
      code: 'ValidationError',
      message: 'You are already in this team.',
    });
    expect(explainError(plain).message).toBe('You are already in this team.');
    const technical = fromApi(400, {
      status: 400,
      code: 'ValidationError',
      message: '{"$gt":""} is invalid',
    });
    expect(explainError(technical).message).toBe(errorMessages.ValidationError);
  });

  it("uses the screen's wording for a code, else shared-core's message", () => {
    const wrong = fromApi(401, {
      status: 401,
      code: 'AuthenticationRequired',
      message: 'Incorrect email or password.',
    });
    expect(explainError(wrong, { AuthenticationRequired: 'Incorrect email or password.' }).message).toBe(
      'Incorrect email or password.',
    );
    const tooMany = fromApi(429, { status: 429, code: 'TooManyAccountsCreatedError', message: 'x' });
    expect(explainError(tooMany).message).toBe(errorMessages.TooManyAccountsCreatedError);
    const expired = fromApi(410, { status: 410, code: 'EmailKeyExpired', message: 'x' });
    expect(explainError(expired)).toMatchObject({ code: 'EmailKeyExpired', status: 410 });
    expect(explainError(expired).message).toBe(errorMessages.EmailKeyExpired);
  });

  it('gives a function the API sentence for codes whose reason varies', () => {
    const conflict = fromApi(409, {
      status: 409,
      code: 'Conflict',
      message: 'You are a member of another team. Leave it before joining this one.',
    });
    expect(explainError(conflict, { Conflict: (s) => s ?? 'fallback' }).message).toMatch(
      /member of another team/,
    );
    const html = fromApi(409, { status: 409, code: 'Conflict', message: '<html>oops</html>' });
    expect(explainError(html, { Conflict: (s) => s ?? 'fallback' }).message).toBe('fallback');
  });

  it('has a message for every code of the catalogue and for unknown codes', () => {
    for (const code of errorCodes) {
      const message = explainError(new ApiError({ status: 418, code })).message;
      expect(message.length).toBeGreaterThan(5);
      expect(message).not.toMatch(/[{}]/);
    }
    expect(explainError(new ApiError({ status: 500, code: 'SomethingNew' })).message).toBe(
      errorMessages.InternalError,
    );
  });

  it('never shows the text of a bug or a browser error', () => {
    expect(explainError(new TypeError("Cannot read properties of undefined (reading 'then')")).message).toBe(
      errorMessages.InternalError,
    );
    const offline = new ApiError({ status: 0, code: 'NetworkError' });
    expect(explainError(offline).message).toBe(errorMessages.NetworkError);
  });
});
