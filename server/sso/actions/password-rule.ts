import type { Db } from '../../db/db-type';
import { ssoSignInsRepository } from '../queries/sso-sign-ins';
import { domainOfEmail } from '../rules/settings-rules';

/**
 * Whether the person's password is refused because their company signs in with single sign-on only and they are not its
 * break-glass admin. Asked twice by the password sign-in: before the password is checked, by the address's domain
 * (so the answer is the same for an account and for none), and after it, by the account's company.
 */
export async function ssoRefusesPassword(db: Db, who: { email: string; userId: number | null; passwordChecked: boolean }): Promise<boolean> {
  const repo = ssoSignInsRepository(db);
  return who.passwordChecked
    ? who.userId !== null && (await repo.passwordRefusedFor(who.userId))
    : await repo.domainIsSsoOnly(domainOfEmail(who.email), who.userId);
}
