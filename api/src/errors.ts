/**
 * One error type for the whole API. Each factory carries a stable code from
 * shared-core (SPEC §8); the error middleware turns it into the normalised
 * body {status, message, code, data}.
 */
import { ErrorCode, errorMessages } from '@inkpress/shared-core';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly data?: unknown,
  ) {
    super(message ?? errorMessages[code]);
    this.name = 'AppError';
  }
}

export const ValidationError = (message: string, data?: unknown) =>
  new AppError(400, ErrorCode.ValidationError, message, data);
export const AuthenticationRequired = (message?: string) =>
  new AppError(401, ErrorCode.AuthenticationRequired, message);
export const Forbidden = (message?: string) => new AppError(403, ErrorCode.Forbidden, message);
export const NotFound = (message?: string) => new AppError(404, ErrorCode.NotFound, message);
export const Conflict = (message?: string) => new AppError(409, ErrorCode.Conflict, message);
export const RateLimited = (data?: unknown) => new AppError(429, ErrorCode.RateLimitError, undefined, data);
export const CollectionNotFound = () => new AppError(404, ErrorCode.CollectionNotFound);
export const NotEnoughCredits = (data?: unknown, message?: string) =>
  new AppError(402, ErrorCode.NotEnoughCredits, message, data);
export const FreeLimitReached = (data?: unknown) =>
  new AppError(402, ErrorCode.FreeLimitReached, undefined, data);
export const EmailKeyExpired = () => new AppError(410, ErrorCode.EmailKeyExpired);
export const UserCanNotHaveFreeTrial = () => new AppError(400, ErrorCode.UserCanNotHaveFreeTrial);
export const MaxTeamSizeLimitReached = (data?: unknown) =>
  new AppError(400, ErrorCode.MaxTeamSizeLimitReachedError, undefined, data);
export const TooManyAccountsCreated = () => new AppError(429, ErrorCode.TooManyAccountsCreatedError);
export const WebUrlInaccessible = (message?: string) =>
  new AppError(400, ErrorCode.WebUrlInaccessible, message);
