import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, users } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { scoringFixture, type Fixture, type FixtureRater } from '../helpers/scoring-fixture';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/*
 * The report's PDF prints every script: names and comments in Polish, Chinese, Arabic, Greek and Russian come back
 * from poppler's pdftotext in logical order, every font is embedded (none of the standard 14, which hold only
 * Windows-1252), and a long report stays small because the fonts are subsets.
 */

const NAMES = { Lukasz: 'Łukasz Wójcik', Li: '李雷', Mohammed: 'محمد علي', Giorgos: 'Γιώργος Παπαδόπουλος', Dmitry: 'Дмитрий Иванов' };
const COMMENTS = {
  polish: 'Słucha uważnie i zadaje dobre pytania, źdźbło po źdźble.',
  chinese: '他总是认真倾听团队的意见。',
  arabic: 'يستمع جيدا إلى الفريق ويشارك المعلومات',
  greek: 'Ακούει προσεκτικά την ομάδα και μοιράζεται τις πληροφορίες.',
  russian: 'Всегда внимательно слушает команду и делится информацией.',
};

/** A poppler tool's output; CI installs poppler-utils (.ci/run), so a missing tool fails the test by name. */
function poppler(tool: 'pdftotext' | 'pdffonts', args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install poppler-utils)`, { cause: error });
    throw error;
  }
}

let dir: string;
let t: TestApp;
let admin: Session;
let f: Fixture;
const competencies = Array.from({ length: 12 }, (_, i) => ({ title: `Skill ${i + 1}`, type: i < 6 ? 'Core' : 'Leadership', weight: 25, statements: 2 }));
const rater = (name: string, relationship: FixtureRater['relationship'], comment: string): FixtureRater => ({
  name,
  relationship,
  answers: [3, 2, 4],
  comment,
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'report-pdf-'));
  t = await buildTestApp();
  admin = await signUpCompany(t);
  f = await scoringFixture(t, admin, {
    title: 'Scripts 360',
    threshold: 3,
    competencies,
    ratees: [
      {
        name: 'Lukasz',
        raters: [
          rater('Lukasz', 'self', COMMENTS.polish),
          rater('Li', 'manager', COMMENTS.chinese),
          rater('Mohammed', 'peer', COMMENTS.arabic),
          rater('Giorgos', 'peer', COMMENTS.greek),
          rater('Dmitry', 'peer', COMMENTS.russian),
        ],
      },
      ...(['Li', 'Mohammed', 'Giorgos', 'Dmitry'] as const).map((name) => ({ name, raters: [rater('Lukasz', 'manager', '')] })),
    ],
  });
  for (const [key, name] of Object.entries(NAMES)) {
    const [employee] = await t.db.select({ userId: employees.userId }).from(employees).where(eq(employees.id, f.employees[key]!));
    await t.db.update(users).set({ firstName: name, lastName: '' }).where(eq(users.id, employee!.userId));
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function pdfOf(key: keyof typeof NAMES): Promise<{ file: string; size: number }> {
  const res = await send(t, admin, 'GET', `/feedback/survey/${f.surveyId}/ratee/${f.employees[key]}/export/?format=pdf`);
  expect(res.statusCode, res.body).toBe(200);
  const file = path.join(dir, `${key}.pdf`);
  writeFileSync(file, res.rawPayload);
  return { file, size: res.rawPayload.length };
}

describe('the report PDF in every script', () => {
  it('prints names and comments in Polish, Chinese, Arabic, Greek and Russian, read back in logical order', async () => {
    const { file } = await pdfOf('Lukasz');
    const text = poppler('pdftotext', [file, '-']);
    expect(text).toContain(NAMES.Lukasz);
    for (const comment of Object.values(COMMENTS)) expect(text).toContain(comment);
    expect(text).not.toContain('?');
    for (const key of ['Li', 'Mohammed', 'Giorgos', 'Dmitry'] as const) expect(poppler('pdftotext', [(await pdfOf(key)).file, '-'])).toContain(NAMES[key]);
  });

  it('embeds every font it uses, none of them a standard 14 font, and a 12-competency report stays under 1 MB', async () => {
    const { file, size } = await pdfOf('Lukasz');
    const rows = poppler('pdffonts', [file])
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/));
    expect(rows.map((r) => r[0]!.replace(/^[A-Z]{6}\+/, ''))).toEqual(
      expect.arrayContaining(['NotoSans-Regular', 'NotoSans-Bold', 'NotoSansSC-Regular', 'Vazirmatn-Regular']),
    );
    for (const row of rows) {
      // name, type (two words), encoding, then emb, sub, uni.
      expect(row[4], row.join(' ')).toBe('yes');
      expect(row[0]).not.toMatch(/^(Helvetica|Times|Courier|Symbol|ZapfDingbats)/);
    }
    expect(size).toBeLessThan(1024 * 1024);
  });
});
