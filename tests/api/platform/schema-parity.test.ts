import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ChangePassword, Login, PasswordReset } from '../../../schemas/auth';
import { AnswerRetention, CompanyDeletion } from '../../../schemas/company-lifecycle';
import { ExternalRaterInput } from '../../../schemas/external-rater';
import { customFormats } from '../../../schemas/formats';
import { Competency, Statement } from '../../../schemas/competency';
import { LibraryAction } from '../../../schemas/development-library';
import { MasterItem } from '../../../schemas/master-item';
import { Registration } from '../../../schemas/registration';
import { UserUpdate } from '../../../schemas/user';
import { bodyAjv, compileLengthFirst, toFieldErrors } from '../../../server/shared/rules/validation';
import { validator as cspForm } from '../../../src/components/form/validator';

// The form's validator as rjsf builds it, with the same custom formats.
const form = customizeValidator({ customFormats });

const company = { company_name: 'Northwind', first_name: 'Priya', last_name: 'Raman', email: 'p@northwind.example', password: 'blue harbour lantern' };

const samples: Record<string, [RJSFSchema, unknown[]]> = {
  Registration: [
    Registration as RJSFSchema,
    [
      company,
      { ...company, contact_num: '4420', company_type: 1, industry: null, market_share: 3, annual_revenue: 4, total_head_count: 5 },
      { ...company, email: 'p@gmail.com' },
      { ...company, email: 'p@mail.ru' },
      { ...company, email: 'p@yahoo.co.uk' },
      { ...company, email: ' p@northwind.example ' },
      { ...company, email: 'p@northwind' },
      { ...company, email: 'p @x.io' },
      { ...company, email: 'p@@x.io' },
      { ...company, password: 'password1' },
      { ...company, password: 'Qwertyuiop' },
      { ...company, password: '1234567' },
      { ...company, password: 'é'.repeat(8) },
      { ...company, password: 'x'.repeat(129) },
      { ...company, contact_num: '+44' },
      { ...company, contact_num: '' },
      { ...company, contact_num: '1'.repeat(21) },
      { ...company, company_type: '1' },
      { ...company, company_type: 0 },
      { ...company, company_type: 1.5 },
      { ...company, company_type: true },
      { ...company, industry: [] },
      { ...company, extra: 1 },
      { ...company, company_name: '' },
      { ...company, company_name: 'x'.repeat(151) },
      { ...company, first_name: 7 },
      {},
      { email: 'p@northwind.example' },
      [],
      null,
      'text',
      5,
    ],
  ],
  ExternalRaterInput: [
    ExternalRaterInput as RJSFSchema,
    [
      { ratee: 3, name: 'Maria Lopez', email: 'maria@customer.example' },
      { ratee: 3, name: '', email: 'maria@customer.example' },
      { ratee: 3, name: '\u200b', email: 'maria@customer.example' },
      { ratee: 3, name: 'x'.repeat(151), email: 'm@c.io' },
      { ratee: 0, name: 'Maria', email: 'm@c.io' },
      { ratee: '3', name: 'Maria', email: 'm@c.io' },
      { ratee: 3, name: 'Maria', email: 'nope' },
      { ratee: 3, name: 'Maria', email: `${'a'.repeat(250)}@c.io` },
      { ratee: 3, name: 'Maria' },
      { ratee: 3, name: 'Maria', email: 'm@c.io', role: 'x' },
      {},
    ],
  ],
  Login: [
    Login as RJSFSchema,
    [
      { email: 'a@b.co', password: 'x' },
      { email: 'a@b.co', password: '' },
      { email: 'A@B.CO ', password: 'x' },
      { email: 'nope', password: 'x' },
      { email: 'a@b', password: 'x' },
      { email: 'a@b.co' },
      { password: 'x' },
      { email: 'a@b.co', password: 'x', remember: true },
      { email: 5, password: 'x' },
      { email: 'a@b.co', password: 'x'.repeat(129) },
      { email: `${'a'.repeat(250)}@b.co`, password: 'x' },
      {},
      null,
    ],
  ],
  ChangePassword: [
    ChangePassword as RJSFSchema,
    [
      { old_password: 'a', new_password: 'blue harbour lantern' },
      { old_password: '', new_password: 'blue harbour lantern' },
      { old_password: 'a', new_password: 'short' },
      { old_password: 'a', new_password: 'iloveyou' },
      { old_password: 'a', new_password: 'ILOVEYOU1' },
      { old_password: 'a' },
      { new_password: 'blue harbour lantern' },
      { old_password: 'a', new_password: 'blue harbour lantern', confirm: 'x' },
      { old_password: 1, new_password: 2 },
      {},
    ],
  ],
  PasswordReset: [
    PasswordReset as RJSFSchema,
    [
      { password: 'blue harbour lantern' },
      { password: 'password123' },
      { password: 'short' },
      { password: '' },
      { password: 'x'.repeat(128) },
      { password: 'x'.repeat(129) },
      { password: null },
      { token: 'x', password: 'blue harbour lantern' },
      {},
    ],
  ],
  UserUpdate: [
    UserUpdate as RJSFSchema,
    [
      {},
      { first_name: 'Ann' },
      { first_name: '' },
      { last_name: 'x'.repeat(151) },
      { username: 'ann.lee+hr@acme' },
      { username: 'has space' },
      { username: 'ünïcode' },
      { username: '' },
      { contact_num: '5550100' },
      { contact_num: '555-0100' },
      { contact_num: '' },
      { email: 'a@b.co' },
      { role: 'admin' },
      { first_name: null },
      { username: 42 },
    ],
  ],
  MasterItem: [MasterItem as RJSFSchema, [{ name: 'Sales' }, { name: '' }, { name: 'x'.repeat(121) }, { name: 5 }, {}, { name: 'a', id: 1 }, null]],
  Competency: [
    Competency as RJSFSchema,
    [
      { type: 1, title: 'Integrity', defination: 'Acts honestly.' },
      { type: '1', title: 'x', defination: 'y' },
      { type: 0, title: 'x', defination: 'y' },
      { type: 1, title: '', defination: 'y' },
      { type: 1, title: 'x' },
      { type: 1, title: 'x', defination: 'y'.repeat(1001) },
      { type: 1.5, title: 'x', defination: 'y' },
      { type: 1, title: 'x', defination: 'y', extra: 1 },
    ],
  ],
  Statement: [
    Statement as RJSFSchema,
    [
      { type: 1, competency_title: 2, statement: 'Listens.' },
      { type: 1, competency_title: null, statement: 'x' },
      { type: 1, statement: 'x' },
      { type: 1, competency_title: 2, statement: '' },
      { type: 1, competency_title: 2, statement: 'x'.repeat(501) },
    ],
  ],
  LibraryAction: [
    LibraryAction as RJSFSchema,
    [
      { competency: 1, level: 'advance', title: 'Shadow a coach', description: 'For a week.' },
      { competency: 1, level: null, title: 'Shadow a coach' },
      { competency: 1, title: 'Shadow a coach' },
      { competency: 1, level: 'advanced', title: 'x' },
      { competency: 0, title: 'x' },
      { competency: 1, title: '' },
      { competency: 1, title: 'x'.repeat(201) },
      { competency: 1, title: 'x', description: 'y'.repeat(2001) },
      { title: 'x' },
      { competency: 1, title: 'x', extra: 1 },
    ],
  ],
  // Issue 43: a number that may be null (one type, not a union), and the company's name typed to delete it.
  AnswerRetention: [
    AnswerRetention as RJSFSchema,
    [
      { answer_retention_months: null },
      { answer_retention_months: 1 },
      { answer_retention_months: 120 },
      { answer_retention_months: 0 },
      { answer_retention_months: 121 },
      { answer_retention_months: 2.5 },
      { answer_retention_months: '6' },
      {},
      { answer_retention_months: 6, extra: 1 },
    ],
  ],
  CompanyDeletion: [
    CompanyDeletion as RJSFSchema,
    [{ name: 'Northwind Traders' }, { name: '' }, { name: ' ' }, { name: 'x'.repeat(151) }, { name: 'A\u202eB' }, {}, { name: 1 }],
  ],
};

function fieldsOf(errors: readonly ErrorObject[] | null | undefined): Record<string, string[]> {
  return toFieldErrors(errors ?? []);
}

describe.each(Object.entries(samples))('%s: the form and the server agree', (_name, [schema, values]) => {
  const server = compileLengthFirst(bodyAjv, schema as object);

  it.each(values.map((v) => [JSON.stringify(v)?.slice(0, 80), v]))('on %s', (_label, value) => {
    const formResult = form.rawValidation<ErrorObject>(schema, value);
    const serverValid = server(value);
    expect(formResult.validationError).toBeUndefined();
    expect(serverValid).toBe((formResult.errors ?? []).length === 0);
    // Same fields and the same messages, so the form shows what the server would answer.
    expect(fieldsOf(server.errors)).toEqual(fieldsOf(formResult.errors));
  });
});

it('the samples cover both answers for every schema', () => {
  for (const [name, [schema, values]] of Object.entries(samples)) {
    const server = compileLengthFirst(bodyAjv, schema as object);
    const verdicts = new Set(values.map((v) => server(v)));
    expect(verdicts, name).toEqual(new Set([true, false]));
  }
});

// A value both too long and malformed: the form in the browser and the server both report its
// length alone (sizes are checked before any pattern or format, issue 37), and nothing else.
it.each([
  ['Registration', Registration, { ...company, email: `${'@ '.repeat(200)}x`, contact_num: `${'x'.repeat(30)}`, company_name: '' }],
  ['Login', Login, { email: 'nope'.repeat(100), password: 'x' }],
  ['UserUpdate', UserUpdate, { username: 'has space'.repeat(20), contact_num: '+44' }],
])('the form and the server both stop at sizes: %s', (_name, schema, value) => {
  const server = compileLengthFirst(bodyAjv, schema as object);
  expect(server(value)).toBe(false);
  const formErrors = fieldsOf(cspForm.rawValidation<ErrorObject>(schema as RJSFSchema, value).errors);
  expect(fieldsOf(server.errors)).toEqual(formErrors);
  expect(JSON.stringify(formErrors)).toContain('no more than');
  expect(JSON.stringify(formErrors)).not.toMatch(/valid|May contain/);
});
