import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository, type OutgoingMail } from '../../../server/mail/outbox';
import { outbox } from '../../../server/db/schema';
import { fileTransport } from '../../../server/mail/transports';
import { mailsTo, registration } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let broken: TestApp;
const printed: string[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  // The same data, served by an app whose mail server is down.
  broken = await buildTestApp({
    handle: t.handle,
    transport: {
      deliver: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    },
  });
});
afterAll(async () => {
  await broken.close();
  await t.close();
});

describe('mail', () => {
  it('is stored in the outbox, written as an .eml file with its link, and marked sent', async () => {
    const body = registration({ first_name: 'Zoë <b>' });
    await t.app.inject({ method: 'POST', url: '/api/users/', payload: body });
    await t.mailer.flush();
    const [mail] = await mailsTo(t.db, body.email);
    expect(mail!.sentAt).toBeInstanceOf(Date);
    expect(mail!.error).toBeNull();
    expect(mail!.html).toContain('Hello Zoë &lt;b&gt;,');
    const files = readdirSync(path.join(t.dataDir, 'outbox')).filter((f) => f.endsWith(`-${mail!.id}.eml`));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(t.dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain(`To: ${body.email}`);
    expect(eml).toContain('Subject: Confirm your email address');
    expect(eml).toMatch(/^From: Competency 360 <no-reply@localhost>/m);
    expect(eml.replace(/=\r?\n/g, '')).toContain('http://app.test/authentication/confirmation-link/');
  });

  it('delivers a batch stored by a transaction, marks the delivered ones sent; a failed one keeps its error', async () => {
    const to = ['batch.a@acme-batch.example.com', 'batch.b@acme-batch.example.com'];
    const store = (mails: OutgoingMail[]) => Promise.all(mails.map((mail) => outboxRepository(t.db).store(mail)));
    t.mailer.deliverStored(await store(to.map((address) => ({ to: address, subject: 'Welcome', text: 'hi', html: '<p>hi</p>' }))));
    await t.mailer.flush();
    for (const address of to) {
      const [mail] = await mailsTo(t.db, address);
      expect(mail!.sentAt).toBeInstanceOf(Date);
    }
    broken.mailer.deliverStored(await store([{ to: 'batch.c@acme-batch.example.com', subject: 'Welcome', text: 'hi', html: '' }]));
    await broken.mailer.flush();
    const [failed] = await mailsTo(t.db, 'batch.c@acme-batch.example.com');
    expect(failed!.sentAt).toBeNull();
    expect(failed!.error).toContain('ECONNREFUSED');
  });

  it('prints the links of each message on the console when no SMTP server is configured', async () => {
    const transport = fileTransport(path.join(t.dataDir, 'printed'), 'x <x@y.z>', (line) => printed.push(line));
    await transport.deliver({ id: 7, to: 'a@b.co', subject: 'S', text: 'open https://app.test/a/b now', html: '' });
    expect(printed.join('\n')).toContain('https://app.test/a/b');
  });

  it('never fails the request when delivery fails: the error is kept in the outbox', async () => {
    const body = registration();
    const res = await broken.app.inject({ method: 'POST', url: '/api/users/', payload: body });
    expect(res.statusCode).toBe(201);
    await broken.mailer.flush();
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, body.email));
    expect(mail!.sentAt).toBeNull();
    expect(mail!.error).toContain('ECONNREFUSED');
  });
});
