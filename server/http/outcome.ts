import type { FieldErrors } from '../../schemas/errors';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http-errors';

/**
 * What an action answers: its value, or why nothing was done. Every route maps it the same way
 * (sendOutcome), so a refusal reads alike whichever area and route it comes from.
 */
export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'not_found' | 'forbidden' | 'conflict'; detail?: string }
  | { ok: false; reason: 'invalid'; fields: FieldErrors };

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

/** Not there, or not the caller's: the same answer, so nobody learns which. */
export const missing = (detail?: string): Outcome<never> => ({ ok: false, reason: 'not_found', detail });

export const refused = (detail?: string): Outcome<never> => ({ ok: false, reason: 'forbidden', detail });

export const conflicting = (detail: string): Outcome<never> => ({ ok: false, reason: 'conflict', detail });

/** Refused at fields of the request (non_field_errors when no one field is at fault). */
export const invalid = (fields: FieldErrors): Outcome<never> => ({ ok: false, reason: 'invalid', fields });

/** The refusal as the API answers it: 404/403/409 with `{detail}`, 400 with the field errors. */
function errorOf(outcome: Extract<Outcome<unknown>, { ok: false }>): HttpError {
  switch (outcome.reason) {
    case 'invalid':
      return badRequest(outcome.fields);
    case 'not_found':
      return notFound(outcome.detail);
    case 'forbidden':
      return forbidden(outcome.detail);
    case 'conflict':
      return conflict(outcome.detail ?? 'Conflict.');
  }
}

/** A route's answer: the value to send with 200, else the refusal thrown for the errors plugin to shape. */
export function sendOutcome<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw errorOf(outcome);
}
