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

/** A sentence with `{{name}}` places and what goes in them: the client finds the sentence in its language by it. */
export interface IssueSentence {
  text: string;
  values: Record<string, string | number>;
}

const sentence = (text: string, values: Record<string, string | number> = {}): IssueSentence => ({ text, values });

/** One plain-language sentence per schema violation, shown at the field on both sides. */
export function issueSentence(issue: SchemaIssue): IssueSentence {
  const p = issue.params;
  const limit = Number(p.limit);
  switch (issue.keyword) {
    case 'required':
      return sentence('This field is required.');
    case 'minLength':
      return limit === 1 ? sentence('This field may not be blank.') : sentence('Use at least {{limit}} characters.', { limit });
    case 'maxLength':
      return sentence('Ensure this field has no more than {{limit}} characters.', { limit });
    case 'format':
      return sentence(formatMessages[String(p.format)] ?? 'Enter a valid value.');
    case 'type':
      return p.type === 'integer' || p.type === 'number' ? sentence('A valid number is required.') : sentence('Expected a {{type}}.', { type: String(p.type) });
    case 'minimum':
      return sentence('Ensure this value is greater than or equal to {{limit}}.', { limit });
    case 'maximum':
      return sentence('Ensure this value is less than or equal to {{limit}}.', { limit });
    case 'pattern':
      return sentence(patternMessages[String(p.pattern)] ?? 'Enter a valid value.');
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return sentence('Select a valid choice.');
    case 'additionalProperties':
      return sentence('Unknown field "{{field}}".', { field: String(p.additionalProperty) });
    case 'minItems':
      return sentence('Ensure this list has at least {{limit}} items.', { limit });
    case 'maxItems':
      return sentence('Ensure this list has no more than {{limit}} items.', { limit });
    default:
      return sentence(issue.message ?? 'Enter a valid value.');
  }
}

/** The sentence with its values in place (the server's answers are in English). */
export const fillSentence = ({ text, values }: IssueSentence): string => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

export const messageFor = (issue: SchemaIssue): string => fillSentence(issueSentence(issue));
