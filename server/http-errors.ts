import type { FieldErrors } from '../schemas/errors';

/** An error a handler throws to answer 4xx; the errors plugin turns it into the API's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> = { detail: message },
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, 'Bad request', errors);

export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });

export const nonFieldError = (message: string) => badRequest({ non_field_errors: [message] });

export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, detail, { detail }, { 'WWW-Authenticate': 'JWT realm="api"' });

export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, detail);

export const notFound = (detail = 'Not found.') => new HttpError(404, detail);

/** The request is sound but the resource is not in a state to answer it (a survey's results before it closes). */
export const conflict = (detail: string) => new HttpError(409, detail);

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  const detail = `Too many attempts. Try again in ${wait}.`;
  return new HttpError(429, detail, { detail }, { 'Retry-After': String(seconds) });
}
