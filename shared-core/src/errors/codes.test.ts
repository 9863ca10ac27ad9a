import { ErrorCode, errorCodes, errorMessages, isErrorCode, messageForCode } from './codes';

describe('error codes', () => {
  it('include every named code of SPEC §8', () => {
    const named = [
      'CollectionNotFound',
      'UserCanNotHaveFreeTrial',
      'RateLimitError',
      'NotEnoughCredits',
      'EmailKeyExpired',
      'FreeLimitReached',
      'WebUrlInaccessible',
      'InvalidShopifyURLError',
      'InvalidShopifyCredentialsError',
      'InvalidShopifyPermissionsError',
      'InvalidWordpressPermissionsError',
      'MaxTeamSizeLimitReachedError',
      'TooManyAccountsCreatedError',
    ];
    for (const code of named) expect(errorCodes).toContain(code);
    expect(errorCodes).toContain(ErrorCode.ProviderRateLimitError);
  });

  it('give every code a non-empty, sentence-like message', () => {
    for (const code of errorCodes) {
      const message = errorMessages[code];
      expect(typeof message).toBe('string');
      expect(message.trim().length).toBeGreaterThan(10);
      expect(message).toMatch(/[.!?]$/);
    }
  });

  it('have no message without a code', () => {
    expect(Object.keys(errorMessages).sort()).toEqual([...errorCodes].sort());
  });

  it('use each constant value as its own wire code only once', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it('recognise catalogue codes and nothing else', () => {
    expect(isErrorCode('NotEnoughCredits')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('Nope')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('fall back to the generic message for an unknown code', () => {
    expect(messageForCode('NotEnoughCredits')).toBe(errorMessages.NotEnoughCredits);
    expect(messageForCode('SomethingNew')).toBe(errorMessages.InternalError);
    expect(messageForCode(undefined)).toBe(errorMessages.InternalError);
  });
});
