import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, users } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { scoringFixture, type Fixture } from '../helpers/scoring-fixture';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** The report's PDF speaks its ratee's language (issue 42), whoever downloads it; names and titles stay as written. */
let dir: string;
let t: TestApp;
let admin: Session;
let f: Fixture;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'report-language-'));
  t = await buildTestApp();
  admin = await signUpCompany(t);
  f = await scoringFixture(t, admin, {
    title: 'Sprachen 360',
    threshold: 3,
    competencies: [{ title: 'Zuhören', type: 'Kern', weight: 25, statements: 1 }],
    ratees: [
      { name: 'Greta', raters: [{ name: 'Greta', relationship: 'self', answers: [3] }] },
      { name: 'Ed', raters: [{ name: 'Ed', relationship: 'self', answers: [2] }] },
    ],
  });
  const [greta] = await t.db.select({ userId: employees.userId }).from(employees).where(eq(employees.id, f.employees.Greta!));
  await t.db.update(users).set({ language: 'de' }).where(eq(users.id, greta!.userId));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function textOf(key: 'Greta' | 'Ed'): Promise<string> {
  const res = await send(t, admin, 'GET', `/feedback/survey/${f.surveyId}/ratee/${f.employees[key]}/export/?format=pdf`);
  expect(res.statusCode, res.body).toBe(200);
  const file = path.join(dir, `${key}.pdf`);
  writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

describe("the report PDF in the ratee's language", () => {
  it('is labelled in German for a ratee whose profile is German, though an English admin downloads it', async () => {
    const text = await textOf('Greta');
    for (const label of [
      '360°-FEEDBACK-BERICHT',
      'VERTRAULICH',
      'Gesamtwert',
      'Kompetenzen',
      'Blinde Flecken',
      'Entwicklungsfelder',
      'Kommentare',
      'Seite 1 von',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Sprachen 360');
    expect(text).not.toContain('Overall score');
  });

  it('stays English for a ratee with no choice in an English company', async () => {
    const text = await textOf('Ed');
    for (const label of ['360° FEEDBACK REPORT', 'CONFIDENTIAL', 'Overall score', 'Competencies', 'Blind spots', 'Page 1 of']) expect(text).toContain(label);
  });
});
