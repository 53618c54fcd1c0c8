import type { FastifyInstance } from 'fastify';
import type { Rule } from '../../plugins/rate-limits';

// `|` is in no client address, so the pair's key names one email and one address.
const keys = (email: string, ip: string) => {
  const account = email.trim().toLowerCase();
  return {
    pair: `login:pair:${account}|${ip}`,
    address: `login:ip:${ip}`,
    account: `login:account:${account}`,
    known: `login:known:${account}|${ip}`,
  };
};

/**
 * The limits a guess at an account's password from client address `ip` meets, counted
 * whether or not the account exists (so a 429 reveals nothing). Someone guessing from
 * one address is stopped at that pair, not the account, so the owner elsewhere is not;
 * an address trying many accounts is stopped at the address; many addresses trying one
 * account slow it down, except from an address the owner signed in from lately.
 */
export async function passwordGuessRules(app: FastifyInstance, email: string, ip: string): Promise<Rule[]> {
  const { limits } = app.config;
  const key = keys(email, ip);
  const rules = [
    { key: key.pair, limit: limits.loginPerAccountAndIp },
    { key: key.address, limit: limits.loginPerIp },
  ];
  if (!(await app.limiter.remembers(key.known))) rules.push({ key: key.account, limit: limits.loginPerAccount });
  return rules;
}

/** The right password from `ip`: its own slips are forgotten, and it becomes one of the owner's addresses. */
export async function rememberSignIn(app: FastifyInstance, email: string, ip: string): Promise<void> {
  const key = keys(email, ip);
  await app.limiter.clear(key.pair);
  await app.limiter.remember(key.known, app.config.loginKnownAddressDays);
}

/** A new password set from the mailed link: guesses at the old one no longer matter, so its count starts again. */
export async function forgetGuesses(app: FastifyInstance, email: string): Promise<void> {
  await app.limiter.clear(keys(email, '').account);
}
