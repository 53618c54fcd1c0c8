import type { Failure } from '../../machines/failure';
import { i18n } from '../i18n';

export const NON_FIELD_ERRORS = 'non_field_errors';

/** "contact_num" → "Contact num": the field name capitalised. */
export function fieldLabel(field: string, titles: Record<string, string> = {}): string {
  const title = titles[field];
  if (title) return title;
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Only the first message per field is shown. */
export function firstMessages(fieldErrors: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const first = messages.find((m) => m.trim() !== '');
    if (first) out[field] = first;
  }
  return out;
}

/** "Email: Enter a valid email address." */
export function describeFieldError(field: string, message: string, titles?: Record<string, string>): string {
  return i18n.t('failure.field', { field: fieldLabel(field, titles), message });
}

function kindMessage(failure: Failure): string {
  switch (failure.kind) {
    case 'network':
      return i18n.t('failure.network', { message: failure.message });
    case 'timeout':
      return i18n.t('failure.timeout', { message: failure.message });
    case 'aborted':
      return `${failure.message}.`;
    case 'http':
      return (failure.status ?? 0) >= 500 ? i18n.t('failure.server', { message: failure.message }) : `${failure.message}.`;
    default:
      return failure.message;
  }
}

/**
 * The messages a form shows above its submit button: everything not shown at a field.
 * `fieldsAtForm` are the fields the form displays its own errors at.
 */
export function failureSummary(failure: Failure, fieldsAtForm: readonly string[] = [], titles?: Record<string, string>): string[] {
  const first = firstMessages(failure.fieldErrors);
  const lines: string[] = [];
  if (first[NON_FIELD_ERRORS]) lines.push(first[NON_FIELD_ERRORS]);
  for (const [field, message] of Object.entries(first)) {
    if (field !== NON_FIELD_ERRORS && !fieldsAtForm.includes(field)) lines.push(describeFieldError(field, message, titles));
  }
  if (failure.detail) lines.push(failure.detail);
  const shownAtFields = Object.keys(first).some((f) => fieldsAtForm.includes(f));
  if (lines.length === 0 && !shownAtFields) lines.push(kindMessage(failure));
  return lines;
}
