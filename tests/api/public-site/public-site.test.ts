import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_RECEIVED } from '../../../schemas/contact';
import { uniqueEmail } from '../helpers/accounts';
import { enquiries, type Query } from '../helpers/enquiries';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const SALES = 'sales@app.test'; // the default: sales@ the APP_URL host
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { contact, demo, mailsAbout, outboxSize } = enquiries(() => t);

describe('GET /api/contact-us-email/', () => {
  it('mails the sales inbox with the message, answers a neutral 200 and needs no sign-in', async () => {
    const email = uniqueEmail('visitor');
    const res = await contact({ name: 'Ana <Ruiz>', email, subject: 'Pricing\r\nBcc: x@evil.test', message: 'Hello,\n\nwe are 300 people.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: ENQUIRY_RECEIVED.contact });
    expect(res.headers['cache-control']).toBe('no-store');
    await t.mailer.flush();
    const [mail] = await mailsAbout(email);
    expect(mail!.to).toBe(SALES);
    expect(mail!.subject).toBe('Contact us: Pricing Bcc: x@evil.test');
    expect(mail!.text).toContain('Name: Ana <Ruiz>');
    expect(mail!.text).toContain('Hello,\n\nwe are 300 people.');
    expect(mail!.html).toContain('Ana &lt;Ruiz&gt;');
    expect(mail!.sentAt).toBeInstanceOf(Date);
    // The .eml carries a Reply-To: the visitor, so sales answers with one click.
    const file = readdirSync(path.join(t.dataDir, 'outbox')).find((f) => f.endsWith(`-${mail!.id}.eml`))!;
    const eml = readFileSync(path.join(t.dataDir, 'outbox', file), 'utf8');
    expect(eml).toMatch(new RegExp(`^Reply-To: ${email}`, 'm'));
    expect(eml).not.toMatch(/^Bcc:/m);
  });

  it('takes a message without a subject, and ignores a stray Authorization header', async () => {
    const email = uniqueEmail('visitor');
    const res = await contact({ name: 'Ben', email, message: 'Call me.' }, { headers: { authorization: 'JWT not-a-token' } });
    expect(res.statusCode, res.body).toBe(200);
    await t.mailer.flush();
    expect((await mailsAbout(email))[0]!.subject).toBe('Contact us: a message from Ben');
  });

  const good = { name: 'Cy', email: 'cy@acme.example.com', message: 'Hi' };
  it.each<[string, Query, Record<string, string[]>]>([
    ['no name', { email: good.email, message: 'Hi' }, { name: ['This field is required.'] }],
    ['a blank name', { ...good, name: '' }, { name: ['This field may not be blank.'] }],
    ['no email', { name: 'Cy', message: 'Hi' }, { email: ['This field is required.'] }],
    ['a bad email', { ...good, email: 'cy@acme' }, { email: ['Enter a valid email address.'] }],
    ['no message', { name: 'Cy', email: good.email }, { message: ['This field is required.'] }],
    ['a message too long', { ...good, message: 'x'.repeat(3001) }, { message: ['Ensure this field has no more than 3000 characters.'] }],
    ['a subject too long', { ...good, subject: 'x'.repeat(151) }, { subject: ['Ensure this field has no more than 150 characters.'] }],
    ['an unknown parameter', { ...good, company: 'Acme' }, { company: ['Unknown field "company".'] }],
    ['a repeated parameter', { ...good, name: ['Cy', 'Dee'] }, { name: ['Expected a string.'] }],
    ['a NUL character', { ...good, message: 'a\u0000b' }, { message: ['Null characters are not allowed.'] }],
  ])('refuses %s with 400 and mails nothing', async (_label, query, errors) => {
    const before = await outboxSize();
    const res = await contact(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    await t.mailer.flush();
    expect(await outboxSize()).toBe(before);
  });

  it('has no HEAD twin that would send the mail again', async () => {
    const before = await outboxSize();
    const res = await t.app.inject({ method: 'HEAD', url: `/api/contact-us-email/?${new URLSearchParams(good)}` });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(await outboxSize()).toBe(before);
  });
});

describe('GET /api/demo-request-email/', () => {
  it('mails the sales inbox with the request and answers a neutral 200', async () => {
    const email = uniqueEmail('buyer');
    const res = await demo({ name: 'Dana Lee', email, company: 'Acme Steel', phone: '4420794600', message: 'Team of 40.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: ENQUIRY_RECEIVED.demo });
    await t.mailer.flush();
    const [mail] = await mailsAbout(email);
    expect(mail!.to).toBe(SALES);
    expect(mail!.subject).toBe('Demo request: Acme Steel (Dana Lee)');
    expect(mail!.text).toContain('Company: Acme Steel');
    expect(mail!.text).toContain('Phone: 4420794600');
    expect(mail!.text).toContain('Team of 40.');
  });

  it('takes the request without phone and message', async () => {
    const email = uniqueEmail('buyer');
    expect((await demo({ name: 'Eli', email, company: 'Acme' })).statusCode).toBe(200);
    await t.mailer.flush();
    expect((await mailsAbout(email))[0]!.text).toContain('Phone: (not given)');
  });

  const good = { name: 'Eli', email: 'eli@acme.example.com', company: 'Acme' };
  const FREE_MAIL = 'Use your business email address; free-mail addresses (Gmail, Outlook, Yahoo…) are not accepted.';
  it.each<[string, Query, Record<string, string[]>]>([
    ['a free-mail address', { ...good, email: 'eli@gmail.com' }, { email: [FREE_MAIL] }],
    ['a free-mail address abroad', { ...good, email: 'eli@yahoo.co.uk' }, { email: [FREE_MAIL] }],
    ['a bad email', { ...good, email: 'eli at acme' }, { email: [FREE_MAIL] }],
    ['no company', { name: 'Eli', email: good.email }, { company: ['This field is required.'] }],
    ['a blank company', { ...good, company: '' }, { company: ['This field may not be blank.'] }],
    ['a phone with letters', { ...good, phone: '+44 20 7946' }, { phone: ['Enter a valid value.'] }],
    ['a phone too long', { ...good, phone: '1'.repeat(21) }, { phone: ['Ensure this field has no more than 20 characters.'] }],
    ['a subject (contact-us only)', { ...good, subject: 'Hi' }, { subject: ['Unknown field "subject".'] }],
    ['nothing at all', {}, { name: ['This field is required.'], email: ['This field is required.'], company: ['This field is required.'] }],
  ])('refuses %s with 400 and mails nothing', async (_label, query, errors) => {
    const before = await outboxSize();
    const res = await demo(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    await t.mailer.flush();
    expect(await outboxSize()).toBe(before);
  });
});
