import { PHONE_PATTERN, PHONE_RULE, USERNAME_PATTERN, USERNAME_RULE } from './phone';
import { TEXT_FORMAT_MESSAGES } from './text-rules';

/** The part of an Ajv error that a message depends on (Ajv and rjsf share it). */
export interface SchemaIssue {
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const formatMessages: Record<string, string> = {
  email: 'Enter a valid email address.',
  'business-email': 'Use your business email address; free-mail addresses (Gmail, Outlook, Yahoo…) are not accepted.',
  'new-password': 'This password is too common. Choose another.',
  date: 'Enter a valid date.',
  ...TEXT_FORMAT_MESSAGES,
};

/** What a pattern allows, said instead of "Enter a valid value." */
const patternMessages: Record<string, string> = { [USERNAME_PATTERN]: USERNAME_RULE, [PHONE_PATTERN]: PHONE_RULE };

/** One plain-language sentence per schema violation, shown at the field on both sides. */
export function messageFor(issue: SchemaIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return 'This field is required.';
    case 'minLength':
      return Number(p.limit) === 1 ? 'This field may not be blank.' : `Use at least ${p.limit} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${p.limit} characters.`;
    case 'format':
      return formatMessages[String(p.format)] ?? 'Enter a valid value.';
    case 'type':
      return p.type === 'integer' || p.type === 'number' ? 'A valid number is required.' : `Expected a ${p.type}.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${p.limit}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${p.limit}.`;
    case 'pattern':
      return patternMessages[String(p.pattern)] ?? 'Enter a valid value.';
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return 'Select a valid choice.';
    case 'additionalProperties':
      return `Unknown field "${p.additionalProperty}".`;
    case 'minItems':
      return `Ensure this list has at least ${p.limit} items.`;
    case 'maxItems':
      return `Ensure this list has no more than ${p.limit} items.`;
    default:
      return issue.message ?? 'Enter a valid value.';
  }
}
