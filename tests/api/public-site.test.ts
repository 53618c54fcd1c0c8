import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_RECEIVED } from '../../schemas/contact';
import { outbox } from '../../server/db/schema';
import { uniqueEmail } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let broken: TestApp;
const SALES = 'sales@app.test'; // the default: sales@ the APP_URL host
beforeAll(async () => {
  t = await buildTestApp({ limits: { enquiryPerAddress: { max: 3, windowSeconds: 3600 }, enquiryPerIp: { max: 6, windowSeconds: 3600 } } });
  // The same data, served by an app whose mail server is down.
  broken = await buildTestApp({ handle: t.handle, transport: { deliver: async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:25'); } } });
});
afterAll(async () => {
  await broken.close();
  await t.close();
});

let ip = 0;
/** Each test its own client address, so that only the rate-limit tests meet the per-address limit of the client. */
const nextIp = () => `10.0.0.${(ip += 1)}`;

type Query = Record<string, string | string[]>;
function get(path: string, query: Query, options: { remoteAddress?: string; app?: TestApp; headers?: Record<string, string> } = {}) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) qs.append(k, one);
  return (options.app ?? t).app.inject({ method: 'GET', url: `${path}?${qs}`, remoteAddress: options.remoteAddress ?? nextIp(), headers: options.headers });
}
const contact = (query: Query, options?: Parameters<typeof get>[2]) => get('/api/contact-us-email/', query, options);
const demo = (query: Query, options?: Parameters<typeof get>[2]) => get('/api/demo-request-email/', query, options);

const mailsAbout = (email: string) => t.db.select().from(outbox).where(ilike(outbox.text, `%${email}%`));
const outboxSize = async () => (await t.db.select({ n: count() }).from(outbox))[0]!.n;

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
    expect(res.statusCode).toBe(404);
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

describe('limits and failures', () => {
  it('limits the enquiries per visitor address, contact and demo together (429 with Retry-After)', async () => {
    const email = uniqueEmail('eager');
    const query = { name: 'Fay', email, company: 'Acme', message: 'Hi' };
    expect((await demo({ name: 'Fay', email: email.toUpperCase(), company: 'Acme' })).statusCode).toBe(200);
    expect((await contact({ name: 'Fay', email, message: 'Hi' })).statusCode).toBe(200);
    expect((await demo({ name: 'Fay', email, company: 'Acme' })).statusCode).toBe(200);
    const res = await contact({ name: query.name, email, message: query.message });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(res.json().detail).toMatch(/^Too many attempts/);
    await t.mailer.flush();
    expect(await mailsAbout(email)).toHaveLength(3);
    // An hour later the window has passed.
    t.clock.advance(3600_000);
    expect((await contact({ name: 'Fay', email, message: 'Again' })).statusCode).toBe(200);
  });

  it('limits the enquiries per client address, whatever the visitor address', async () => {
    const remoteAddress = '192.0.2.77';
    for (let i = 0; i < 6; i += 1) {
      expect((await contact({ name: 'Gil', email: uniqueEmail('many'), message: 'Hi' }, { remoteAddress })).statusCode).toBe(200);
    }
    expect((await contact({ name: 'Gil', email: uniqueEmail('many'), message: 'Hi' }, { remoteAddress })).statusCode).toBe(429);
  });

  it('answers the same 200 when the mail cannot be delivered; the error stays in the outbox', async () => {
    const email = uniqueEmail('unlucky');
    const res = await demo({ name: 'Hal', email, company: 'Acme' }, { app: broken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: ENQUIRY_RECEIVED.demo });
    await broken.mailer.flush();
    const [mail] = await mailsAbout(email);
    expect(mail!.sentAt).toBeNull();
    expect(mail!.error).toContain('ECONNREFUSED');
  });
});
