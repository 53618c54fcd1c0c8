import type { FastifyInstance } from 'fastify';
import type { StoredMail } from '../../mail/outbox';
import { HttpError } from '../../http-errors';
import type { Tenant } from '../../plugins/tenancy';

const inWords = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h && `${h} hour${h === 1 ? '' : 's'}`, m && `${m} minute${m === 1 ? '' : 's'}`].filter(Boolean).join(' ');
};

/** Said when a mail to one person would go past the day's allowance: when it may be sent again, in words and as a time. */
const overRecipientLimit = (to: string, max: number, seconds: number, at: Date) =>
  `${to} has already been sent ${max} mails about this survey within a day, so no more go to them for now. ` +
  `You can send this again in ${inWords(seconds)} (at ${at.toISOString().slice(11, 16)} UTC).`;

/** What the limit needs of the server: its settings and its clock. */
export type MailLimitHost = Pick<FastifyInstance, 'config' | 'now'>;

const secondsUntil = (app: MailLimitHost, at: Date) => Math.max(1, Math.ceil((at.getTime() - app.now().getTime()) / 1000));

/**
 * Runs a write that stores mails about one survey in one transaction with their count:
 * 'refuse' (one person's mail) answers 429 with Retry-After and rolls everything back when any
 * address is past its allowance; 'skip' (everyone's) leaves those addresses out and says how many;
 * 'count' (a mail that must go once: a first invitation, a released report) only counts.
 */
export async function withMailLimit<T extends { mails: StoredMail[] }>(
  app: MailLimitHost,
  tenant: Tenant,
  surveyId: number,
  mode: 'refuse' | 'skip' | 'count',
  write: (t: Tenant) => Promise<T>,
): Promise<T & { skipped: number }> {
  const limit = app.config.limits.mailPerRecipientPerSurvey;
  return tenant.inTransaction(async (t) => {
    const done = await write(t);
    if (mode === 'count') {
      await t.mailLimits.count(
        surveyId,
        done.mails.map((m) => m.to),
        limit,
        app.now(),
      );
      return { ...done, skipped: 0 };
    }
    const { allowed, refused, until } = await t.mailLimits.admit(surveyId, done.mails, limit, app.now());
    if (refused.length && mode === 'refuse') {
      const seconds = secondsUntil(app, until!);
      const detail = overRecipientLimit(refused[0]!.to, limit.max, seconds, until!);
      throw new HttpError(429, detail, { detail }, { 'Retry-After': String(seconds) });
    }
    return { ...done, mails: allowed, skipped: refused.length };
  });
}
