import type { ChangePasswordAnswer } from '../../../schemas/answers';
import type { ChangePassword } from '../../../schemas/auth';
import { done, invalid, type Outcome } from '../../http/outcome';
import { passwordChangedMail } from '../../mail/messages';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { passwordGuessRules } from '../routes/guess-rules';
import { sessionFrom, type AccountServices, type Client } from './account-services';

export const WRONG_OLD_PASSWORD = 'Your current password is not correct.';

/**
 * Change one's own password, signed in, proving the current one: every other session and
 * mailed link ends, the owner is told by mail, and the answer carries the JWT of the one
 * session left.
 */
export async function changePassword(services: AccountServices, userId: number, input: ChangePassword, client: Client): Promise<Outcome<ChangePasswordAnswer>> {
  const account = (await services.accounts.byId(userId))!;
  // A stolen session must not become a way to guess the password either: the sign-in's limits apply.
  const attempt = await services.limiter.attempt(await passwordGuessRules(services, account.email, client.ip));
  if (!(await verifyPassword(account.passwordHash, input.old_password))) return invalid({ old_password: [WRONG_OLD_PASSWORD] });
  await attempt.giveBack();
  const now = services.now();
  const { version, sessionId, mail } = await services.accounts.changePassword(
    account.id,
    await hashPassword(input.new_password),
    now,
    passwordChangedMail(account.email, account.firstName, services.config.appUrl, account.language),
    sessionFrom(client, now),
  );
  services.mailer.deliverStored([mail]);
  const token = await services.jwt.sign({ userId: account.id, version, sessionId });
  return done({ status: 'success' as const, message: 'Your password has been changed.', token });
}
