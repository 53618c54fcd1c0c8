import type { RJSFSchema } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ContactUs, DemoRequest } from '../../../schemas/contact';
import { serverOptions } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { textAjv, toFieldErrors } from '../../../server/shared/rules/validation';
import { validator as formValidator } from '../../../src/components/form/validator';

const contact = { name: 'Ana', email: 'ana@acme.example', message: 'Hello' };
const demo = { name: 'Ana', email: 'ana@acme.example', company: 'Acme' };

const samples: [string, RJSFSchema, unknown[]][] = [
  [
    'ContactUs',
    ContactUs as RJSFSchema,
    [
      contact,
      { ...contact, subject: 'Pricing' },
      { ...contact, email: 'ana@gmail.com' },
      { ...contact, email: 'ana@acme' },
      { ...contact, name: '' },
      { ...contact, message: 'x'.repeat(3001) },
      { ...contact, subject: 'x'.repeat(151) },
      { ...contact, extra: 'x' },
      { name: 'Ana' },
      {},
    ],
  ],
  [
    'DemoRequest',
    DemoRequest as RJSFSchema,
    [
      demo,
      { ...demo, phone: '4420794600', message: 'Hi' },
      { ...demo, email: 'ana@gmail.com' },
      { ...demo, email: 'ana@mail.ru' },
      { ...demo, email: 'ana@outlook.co.uk' },
      { ...demo, phone: '+44 20' },
      { ...demo, phone: '' },
      { ...demo, company: '' },
      { ...demo, subject: 'x' },
      {},
    ],
  ],
];

// The demo form must refuse what the server refuses, or a visitor meets the error only after sending.
describe.each(samples)('%s: the form and the server agree', (_name, schema, values) => {
  const server = textAjv.compile(schema as object);
  it.each(values.map((v) => [JSON.stringify(v).slice(0, 70), v]))('on %s', (_label, value) => {
    const form = formValidator.rawValidation<ErrorObject>(schema, value);
    const serverValid = server(structuredClone(value));
    expect(serverValid).toBe((form.errors ?? []).length === 0);
    expect(toFieldErrors(server.errors ?? [])).toEqual(toFieldErrors(form.errors ?? []));
  });
});

describe('SALES_EMAIL', () => {
  it('defaults to sales@ the host of APP_URL, so that a local start mails the outbox', () => {
    expect(loadConfig({}).salesEmail).toBe('sales@localhost');
    expect(loadConfig({ APP_URL: 'https://feedback.example.com/' }).salesEmail).toBe('sales@feedback.example.com');
  });

  it('takes the configured inbox and refuses one that is no address', () => {
    expect(loadConfig({ SALES_EMAIL: 'deals@acme.example' }).salesEmail).toBe('deals@acme.example');
    expect(() => loadConfig({ SALES_EMAIL: 'sales team' })).toThrow(/SALES_EMAIL/);
  });
});

it('keeps a visitor’s enquiry out of the request log', () => {
  const logger = serverOptions(loadConfig({}), true).logger as { serializers: { req: (r: unknown) => { url: string } } };
  const req = (url: string) => logger.serializers.req({ method: 'GET', url, ip: '127.0.0.1' });
  expect(req('/api/contact-us-email/?name=Ana&email=ana%40acme.example').url).toBe('/api/contact-us-email/?[redacted]');
  expect(req('/api/demo-request-email/?email=x').url).toBe('/api/demo-request-email/?[redacted]');
  expect(req('/api/users/?x=1').url).toBe('/api/users/?x=1');
});
