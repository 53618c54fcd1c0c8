import { expect } from 'vitest';
import type { Db } from '../../../server/db/db-type';
import { mailsTo } from './accounts';
import type { TestApp } from './test-app';

/** The token of the newest new-address link mailed to `email`. */
export async function emailChangeToken(db: Db, email: string): Promise<string> {
  const links = (await mailsTo(db, email)).flatMap((m) => [...m.text.matchAll(/\/authentication\/email-change\/([A-Za-z0-9_-]+)/g)].map((x) => x[1]!));
  expect(links.length, `a new-address link mailed to ${email}`).toBeGreaterThan(0);
  return links.at(-1)!;
}

/** Opens a new-address link as the SPA page does. */
export const openEmailChange = (t: TestApp, token: string) => t.app.inject({ method: 'PATCH', url: `/api/email-change/${token}/` });
