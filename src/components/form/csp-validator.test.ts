import { describe, expect, it } from 'vitest';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { ChangePassword, EmailOnly, Login, PasswordReset } from '../../../schemas/auth';
import { customFormats } from '../../../schemas/formats';
import { MasterItem } from '../../../schemas/master-item';
import { Registration } from '../../../schemas/registration';
import { UserUpdate } from '../../../schemas/user';
import { transformErrors, validator } from './validator';

// The reference: rjsf's Ajv validator, as the server's Ajv sees the same formats.
const ajv = customizeValidator({ customFormats });

const withChoices: RJSFSchema = {
  ...(structuredClone(Registration) as RJSFSchema),
  properties: {
    ...(Registration.properties as RJSFSchema['properties']),
    industry: {
      title: 'Industry',
      type: 'integer',
      oneOf: [
        { const: 7, title: 'IT' },
        { const: 8, title: 'Finance' },
      ],
    },
  },
};

const company = { company_name: 'Northwind', first_name: 'Priya', last_name: 'Raman', email: 'p@northwind.example', password: 'blue harbour lantern' };

const cases: [string, RJSFSchema, unknown][] = [
  ['login ok', Login, { email: 'a@b.co', password: 'x' }],
  ['login empty', Login, {}],
  ['login bad email', Login, { email: 'nope', password: '' }],
  ['email only extra field', EmailOnly, { email: 'a@b.co', other: 1 }],
  ['reset common password', PasswordReset, { password: 'password123' }],
  ['reset short password', PasswordReset, { password: 'short' }],
  ['change password', ChangePassword, { old_password: 'a', new_password: 'blue harbour lantern' }],
  ['registration ok', Registration, { ...company, contact_num: '4420', industry: null }],
  ['registration free mail', Registration, { ...company, email: 'p@gmail.com' }],
  ['registration bad phone and choice', Registration, { ...company, contact_num: '+44', company_type: 'x' }],
  ['registration choice ok', withChoices, { ...company, industry: 8 }],
  ['registration choice unknown', withChoices, { ...company, industry: 9 }],
  ['user update pattern', UserUpdate, { username: 'has space', first_name: '' }],
  ['master item too long', MasterItem, { name: 'x'.repeat(121) }],
];

const messages = (v: typeof ajv | typeof validator, schema: RJSFSchema, data: unknown) =>
  [...new Set(v.validateFormData(data, schema, undefined, transformErrors).errors.map((e) => `${e.property}: ${e.message}`))].sort();

describe('CSP-safe form validator', () => {
  it.each(cases)('agrees with Ajv: %s', (_name, schema, data) => {
    expect(messages(validator, schema, data)).toEqual(messages(ajv, schema, data));
    expect(validator.isValid(schema, data, schema)).toBe(ajv.isValid(schema, data, schema));
  });

  it('puts each error at its field with the shared wording', () => {
    expect(messages(validator, Registration, { ...company, email: 'p@gmail.com', contact_num: '+44' })).toEqual([
      '.contact_num: Enter a valid value.',
      '.email: Use your business email address; free-mail addresses (Gmail, Outlook, Yahoo…) are not accepted.',
    ]);
  });
});
