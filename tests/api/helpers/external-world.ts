import { expect } from 'vitest';
import { mailsTo, type Session } from './accounts';
import { send } from './employees';
import type { TestApp } from './test-app';

/** The newest personal link mailed to an outside rater (the token part of /rate/<token>). */
export async function externalLink(t: TestApp, email: string): Promise<string> {
  const links = (await mailsTo(t.db, email)).flatMap((m) => [...m.text.matchAll(/\/rate\/([A-Za-z0-9_-]{43})/g)].map((x) => x[1]!));
  expect(links.length, `a link mailed to ${email}`).toBeGreaterThan(0);
  return links.at(-1)!;
}

export const addExternal = (t: TestApp, by: Session, surveyId: number, body: object) =>
  send(t, by, 'POST', `/survey/survey/${surveyId}/external-raters/`, body);

/** A request through a link, with no sign-in. */
export const viaLink = (t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload !== undefined && { payload }) });
