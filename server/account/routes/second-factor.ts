import type { FastifyInstance } from 'fastify';
import type { SecondFactor, TwoFactorAccount } from '../queries/two-factor';
import { fieldError } from '../../http-errors';
import { acceptedStep, hashRecoveryCode, isAppCode } from '../../security/totp';
import { passwordGuessRules } from './guess-rules';

export const WRONG_CODE = 'This code is not right, or was used already. Enter the newest code from your app, or a recovery code.';

/**
 * What a code proves, judged against the account as read: the app's code for a time step after
 * the last one spent, or an unused recovery code. Spending it is the write's (in its transaction).
 */
async function judgeSecondFactor(account: TwoFactorAccount, code: string, now: Date): Promise<SecondFactor | null> {
  if (!account.enabled || !account.secret) return null;
  if (isAppCode(code)) {
    const step = await acceptedStep(account.secret, code, now, account.lastStep);
    return step === null ? null : { step };
  }
  const recoveryHash = hashRecoveryCode(code);
  return account.recoveryHashes.includes(recoveryHash) ? { recoveryHash } : null;
}

/**
 * The same under the sign-in's limits: a code is a guess like a password, counted before it is
 * judged against the same counters (so a password known to a guesser buys no fresh budget for
 * codes), given back when right. A wrong one answers 400 at `code`.
 */
export async function guardedSecondFactor(app: FastifyInstance, account: TwoFactorAccount, code: string, ip: string): Promise<SecondFactor> {
  const attempt = await app.limiter.attempt(await passwordGuessRules(app, account.email, ip));
  const proof = await judgeSecondFactor(account, code, app.now());
  if (!proof) throw fieldError('code', WRONG_CODE);
  await attempt.giveBack();
  return proof;
}

/** The write found the code spent meanwhile (the same code sent twice at once): refused as reused. */
export const codeSpent = () => fieldError('code', WRONG_CODE);
