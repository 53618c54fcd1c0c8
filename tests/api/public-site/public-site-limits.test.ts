import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_RECEIVED } from '../../../schemas/contact';
import { uniqueEmail } from '../helpers/accounts';
import { enquiries } from '../helpers/enquiries';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let broken: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: { enquiryPerAddress: { max: 3, windowSeconds: 3600 }, enquiryPerIp: { max: 6, windowSeconds: 3600 } } });
  // An app whose mail server is down, on a database of its own: on PostgreSQL a second app on the
  // same data would hear of the new mail and deliver it through its own working transport.
  broken = await buildTestApp({
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

const { contact, demo, mailsAbout } = enquiries(() => t);
const brokenMails = enquiries(() => broken).mailsAbout;

describe('limits and failures', () => {
  it('limits the enquiries per visitor address, contact and demo together (429 with Retry-After)', async () => {
    const email = uniqueEmail('eager');
    expect((await demo({ name: 'Fay', email: email.toUpperCase(), company: 'Acme' })).statusCode).toBe(200);
    expect((await contact({ name: 'Fay', email, message: 'Hi' })).statusCode).toBe(200);
    expect((await demo({ name: 'Fay', email, company: 'Acme' })).statusCode).toBe(200);
    const res = await contact({ name: 'Fay', email, message: 'Hi' });
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
    const [mail] = await brokenMails(email);
    expect(mail!.sentAt).toBeNull();
    expect(mail!.error).toContain('ECONNREFUSED');
  });
});
