import type { FieldErrors } from '../../schemas/errors';
import { badRequest } from '../http-errors';

/**
 * Text fields that must say something: "   " passes minLength but is blank once trimmed
 * (as Django REST Framework trims), so refuse it the same way as "".
 */
export function blankFields(body: Record<string, unknown>, fields: readonly string[]): FieldErrors {
  const blank = fields.filter((f) => typeof body[f] === 'string' && (body[f] as string).trim() === '');
  return Object.fromEntries(blank.map((f) => [f, ['This field may not be blank.']]));
}

export function assertNotBlank(body: Record<string, unknown>, fields: readonly string[]): void {
  const errors = blankFields(body, fields);
  if (Object.keys(errors).length) throw badRequest(errors);
}
