import type { ErrorObject } from 'ajv';
import type { FieldErrors } from '../../../schemas/errors';
import { toFieldErrors } from '../../shared/rules/validation';

const LABELS: Record<string, string> = {
  competency: 'competency',
  weight: 'weight',
  expected_level: 'expected level',
  type: 'type',
  value: 'value',
  ratee: 'ratee',
  rater: 'rater',
  relationship: 'relationship',
};
const ITEMS: Record<string, string> = { competencies: 'Competency', type_values: 'Type value', survey_assign: 'Assignment' };
const PERCENTS = new Set(['weight', 'value']);

/** "Ensure this value is less than…" → "ensure this value is less than…", to follow a colon. */
const lower = (message: string) => message.charAt(0).toLowerCase() + message.slice(1);

function rephrase(path: string[], message: string): [field: string, message: string] {
  const [list, index, leaf] = path;
  if (list && index !== undefined && /^\d+$/.test(index) && ITEMS[list]) {
    const which = `${ITEMS[list]} #${Number(index) + 1}`;
    if (leaf && PERCENTS.has(leaf)) return [list, `${which}: the ${leaf} must be a whole number from 0 to 100.`];
    return [list, leaf ? `${which}: ${LABELS[leaf] ?? leaf}: ${lower(message)}` : `${which}: ${lower(message)}`];
  }
  if (list === 'position' && index) return ['position', `${index.charAt(0).toUpperCase()}${index.slice(1)}: ${lower(message)}`];
  return [path.join('.'), message];
}

/**
 * Schema errors of a survey payload keyed as the wizard shows them: the
 * survey's fields by name (`title`, `competencies`…), `position` and `survey_assign`, with
 * the row named in the message ("Competency #3: the weight must be…") rather than hidden
 * in a dotted key.
 */
export function surveyPayloadErrors(errors: readonly ErrorObject[]): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, messages] of Object.entries(toFieldErrors(errors))) {
    const parts = key.split('.');
    const path = parts[0] === 'survey' && parts.length > 1 ? parts.slice(1) : parts;
    for (const message of messages) {
      const [field, text] = rephrase(path, message);
      const list = (result[field] ??= []);
      if (!list.includes(text)) list.push(text);
    }
  }
  return result;
}
