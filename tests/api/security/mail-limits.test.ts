import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '../../../server/config';
import { auth, signIn, signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { people, seedSurvey, surveyMails } from '../helpers/survey-seed';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 37, finding 3: Remind pressed 30 times mailed one address 30 times. Now at most 3 mails
 * go to one address about one survey within a day, whoever or whatever sends them.
 */
// The product's own limit, not the roomy ones other tests run with.
const limits = { mailPerRecipientPerSurvey: defaultLimits.mailPerRecipientPerSurvey };
let t: TestApp;
let admin: Session;
let p: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  t = await buildTestApp({ limits });
  admin = await signUpCompany(t, { company_name: 'Quietmail' });
  p = await people(t, admin, ['Ana Lee', 'Bo Chen', 'Cy Park']);
});
afterAll(async () => {
  await t.close();
});

const DAY_S = 24 * 60 * 60;
const remindOne = (app: TestApp, id: number, rater: number) => send(app, admin, 'POST', `/survey/survey/${id}/raters/${rater}/remind/`);

async function survey(title: string, end = 14) {
  const { Ana, Bo, Cy } = p;
  const id = await seedSurvey(t, admin, {
    title,
    end,
    assignments: [
      { ratee: Ana!.id, rater: Bo!.id, relationship: 'peer', invited: true },
      { ratee: Ana!.id, rater: Cy!.id, relationship: 'peer', invited: true },
    ],
  });
  return id;
}

describe('mails to one address about one survey', () => {
  it('are 3 of 30 Reminds; the rest 429 with Retry-After until the window ends, and no more is stored', async () => {
    const id = await survey('Thirty reminders');
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push(await remindOne(t, id, p.Bo!.id));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, ...Array(27).fill(429)]);
    const refused = answers[3]!;
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(DAY_S - 60);
    expect(wait).toBeLessThanOrEqual(DAY_S);
    expect(refused.json().detail).toMatch(
      new RegExp(
        `^${p.Bo!.email.replace(/[.+]/g, '\\$&')} has already been sent 3 mails about this survey within a day.* You can send this again in 2[34] hours`,
      ),
    );
    expect((await surveyMails(t, 'Thirty reminders')).map((m) => m.to)).toEqual(Array(3).fill(p.Bo!.email));
    // Sending the invitation again is a mail to the same address: refused too.
    expect((await send(t, admin, 'POST', `/survey/survey/${id}/raters/${p.Bo!.id}/invite/`)).statusCode).toBe(429);

    // Another address in the survey, and the same address in another survey, are unaffected.
    expect((await remindOne(t, id, p.Cy!.id)).statusCode).toBe(200);
    const other = await survey('Another survey');
    expect((await remindOne(t, other, p.Bo!.id)).statusCode).toBe(200);

    // Once the window ends the address may be mailed again.
    t.clock.advance(wait * 1000 + 1000);
    admin = { ...admin, headers: auth(await signIn(t, admin.email)) };
    expect((await remindOne(t, id, p.Bo!.id)).statusCode).toBe(200);
  });

  it('leaves the addresses past it out of Remind all, and says how many', async () => {
    const id = await survey('Remind all');
    for (let i = 0; i < 3; i += 1) expect((await remindOne(t, id, p.Bo!.id)).statusCode).toBe(200);
    const all = await send(t, admin, 'POST', `/survey/survey/${id}/remind/`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ sent: 1, skipped: 1 });
    expect(all.json().detail).toBe(
      'Reminders sent to 1 rater. 1 rater already had 3 mails about this survey within a day and was skipped; try them again tomorrow.',
    );
    expect((await surveyMails(t, 'Remind all')).map((m) => m.to)).toEqual([...Array(3).fill(p.Bo!.email), p.Cy!.email]);
  });

  it('counts scheduled reminders', async () => {
    // Invited today, ending in 8 days: tomorrow its 7-day reminder is due.
    const id = await survey('Scheduled first', 8);
    t.clock.advance(DAY_S * 1000);
    admin = { ...admin, headers: auth(await signIn(t, admin.email)) };
    expect(await t.app.reminders.run()).toBe(2);
    expect((await surveyMails(t, 'Scheduled first', [p.Bo!.email])).length).toBe(1);
    const by = [];
    for (let i = 0; i < 3; i += 1) by.push((await remindOne(t, id, p.Bo!.id)).statusCode);
    expect(by).toEqual([200, 200, 429]);
  });

  it('holds across two server processes on one database', async () => {
    const second = await buildTestApp({ handle: t.handle, clock: t.clock, limits });
    try {
      const id = await survey('Two processes');
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => remindOne(i % 2 ? second : t, id, p.Bo!.id)));
      expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(9);
      expect(await surveyMails(t, 'Two processes', [p.Bo!.email])).toHaveLength(3);
    } finally {
      await second.close();
    }
  });
});
