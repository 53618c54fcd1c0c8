import { describe, expect, it } from 'vitest';
import { defaultMailDelivery, loadConfig } from '../../server/config';

describe('mail delivery settings', () => {
  it('default to retries over about seven hours, a ten-minute lease and a look every 30 s', () => {
    expect(loadConfig({}).mail).toEqual(defaultMailDelivery);
    expect(defaultMailDelivery.retrySeconds.reduce((a, b) => a + b, 0)).toBe(30 + 120 + 600 + 1800 + 3600 + 21_600);
  });

  it('read MAIL_RETRY_SECONDS as a list, and the lease and poll in seconds', () => {
    expect(loadConfig({ MAIL_RETRY_SECONDS: '1, 2,5', MAIL_LEASE_SECONDS: '15', MAIL_POLL_SECONDS: '0.5' }).mail).toEqual({
      retrySeconds: [1, 2, 5],
      leaseSeconds: 15,
      pollSeconds: 0.5,
      batchSeconds: 180,
    });
  });

  it('gather invitations for 3 minutes by default, MAIL_BATCH_SECONDS from 0 (at once) to an hour', () => {
    expect(defaultMailDelivery.batchSeconds).toBe(180);
    expect(loadConfig({ MAIL_BATCH_SECONDS: '0' }).mail.batchSeconds).toBe(0);
    expect(loadConfig({ MAIL_BATCH_SECONDS: '3' }).mail.batchSeconds).toBe(3);
    expect(() => loadConfig({ MAIL_BATCH_SECONDS: '-1' })).toThrow('MAIL_BATCH_SECONDS must be a number of seconds from 0 to 3600, not "-1".');
    expect(() => loadConfig({ MAIL_BATCH_SECONDS: 'soon' })).toThrow(/^MAIL_BATCH_SECONDS/);
  });

  it('refuse what is not a number of seconds, naming the setting', () => {
    expect(() => loadConfig({ MAIL_LEASE_SECONDS: 'ten' })).toThrow('MAIL_LEASE_SECONDS must be a number of seconds above 0, not "ten".');
    expect(() => loadConfig({ MAIL_POLL_SECONDS: '-1' })).toThrow(/^MAIL_POLL_SECONDS/);
    expect(() => loadConfig({ MAIL_RETRY_SECONDS: '30,soon' })).toThrow(/^MAIL_RETRY_SECONDS/);
    expect(() => loadConfig({ MAIL_RETRY_SECONDS: '30,,60' })).toThrow('MAIL_RETRY_SECONDS must be a number of seconds above 0, not "".');
  });
});
