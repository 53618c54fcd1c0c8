import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository } from '../../../server/mail/outbox';
import { outbox, surveys } from '../../../server/db/schema';
import { mailsTo, signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { day, people, seedSurvey } from '../helpers/survey-seed';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * A rater's invitations of one survey queued within MAIL_BATCH_SECONDS (180 by default) go as
 * one mail naming everyone; one already sent is never sent again, a later one is a new mail.
 */
let t: TestApp;
let hr: Session;
let other: Session;
let p: Awaited<ReturnType<typeof people>>;
let q: Awaited<ReturnType<typeof people>>;

beforeAll(async () => {
  t = await buildTestApp();
  hr = await signUpCompany(t, { company_name: 'Batchworks' });
  other = await signUpCompany(t, { company_name: 'Elsewhere Ltd' });
  p = await people(t, hr, ['Ana Lee', 'Cy Park', 'Di Moss', 'Hal Oak']);
  q = await people(t, other, ['Zoe Ray', 'Yan Bo']);
});
afterAll(async () => {
  await t.close();
});

/** A sent survey where HR approves each ratee's raters; every ratee rates themself (invited at launch). */
async function nominatingSurvey(owner: Session, title: string, ratees: number[]): Promise<number> {
  const id = await seedSurvey(t, owner, { title, isDraft: true, assignments: ratees.map((r) => ({ ratee: r, rater: r, relationship: 'self' as const })) });
  const selection = { rater_selection: 'hr_approves', nomination_deadline: day(t, 5), rater_limits: {} };
  expect((await send(t, owner, 'PUT', `/survey/survey/${id}/rater-selection/`, selection)).statusCode).toBe(200);
  await t.db.update(surveys).set({ isDraft: false }).where(eq(surveys.id, id));
  const sent = await send(t, owner, 'POST', '/survey/send-email/', { survey_id: id });
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
}

async function approve(owner: Session, surveyId: number, ratee: number, peer: number) {
  const res = await send(t, owner, 'POST', `/survey/nomination-approvals/${surveyId}/${ratee}/approve/`, {
    nominees: [{ rater_id: peer, relationship: 'peer' }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

const invitations = async (email: string, surveyId: number) => (await mailsTo(t.db, email)).filter((m) => m.surveyId === surveyId);
const seconds = (s: number) => t.clock.advance(s * 1000);

describe('a rater asked about several people within the window', () => {
  let id: number;
  beforeAll(async () => {
    id = await nominatingSurvey(hr, 'Spring 360', [p.Ana!.id, p.Cy!.id, p.Di!.id]);
  });

  it('still gets the launch invitation at once', async () => {
    await t.mailer.flush();
    const [self] = await invitations(p.Ana!.email, id);
    expect(self).toMatchObject({ subject: 'Please give your feedback: Spring 360' });
    expect(self!.sentAt).not.toBeNull();
  });

  it('gets ONE mail naming both ratees of two approvals seconds apart, sent when the window ends', async () => {
    await approve(hr, id, p.Ana!.id, p.Hal!.id);
    seconds(5);
    await approve(hr, id, p.Cy!.id, p.Hal!.id);
    await t.mailer.flush();
    let mails = await invitations(p.Hal!.email, id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Please give your feedback: Spring 360');
    expect(mails[0]!.text).toContain('Please give your feedback on:\n\n- Ana Lee, a peer\n- Cy Park, a peer\n\n');
    expect(mails[0]!.html).toContain('<li>Ana Lee, a peer</li><li>Cy Park, a peer</li>');
    expect(mails[0]!.sentAt).toBeNull();

    seconds(180);
    await t.mailer.flush();
    mails = await invitations(p.Hal!.email, id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.sentAt).not.toBeNull();
  });

  it('after the window, a later approval is a new mail about the new person only, and nothing is sent twice', async () => {
    await approve(hr, id, p.Di!.id, p.Hal!.id);
    seconds(181);
    await t.mailer.flush();
    const mails = await invitations(p.Hal!.email, id);
    expect(mails.map((m) => m.subject)).toEqual(['Please give your feedback: Spring 360', 'Please give more feedback: Spring 360']);
    expect(mails[1]!.text).toContain('- Di Moss, a peer\n\n');
    expect(mails[1]!.text).not.toContain('Ana Lee');
    expect(mails.every((m) => m.sentAt !== null && m.attempts === 1)).toBe(true);
  });
});

describe('gathering, with other processes and other companies about', () => {
  it('leaves a mail a worker has already claimed as it is: the next invitation is a mail of its own', async () => {
    const id = await nominatingSurvey(hr, 'Claimed', [p.Ana!.id, p.Cy!.id]);
    await t.mailer.flush();
    await approve(hr, id, p.Ana!.id, p.Hal!.id);
    // The look for due mail the approval woke ends before the clock moves: else, on a slow machine, it finds the mail due
    // and sends it before the other process below can claim it.
    await t.mailer.flush();
    seconds(181);
    // Another process claims it (and is still sending it) when the second approval comes.
    const claimed = await outboxRepository(t.db).claimDue(20, t.clock.now(), new Date(t.clock.now().getTime() + 600_000));
    expect(claimed.map((m) => m.to)).toEqual([p.Hal!.email]);
    await approve(hr, id, p.Cy!.id, p.Hal!.id);
    const mails = await invitations(p.Hal!.email, id);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('- Ana Lee, a peer\n\n');
    expect(mails[0]!.text).not.toContain('Cy Park');
    expect(mails[1]!.text).toContain('- Cy Park, a peer\n\n');
    await outboxRepository(t.db).markSentMany([claimed[0]!.id], t.clock.now());
    seconds(181);
    await t.mailer.flush();
    expect((await invitations(p.Hal!.email, id)).every((m) => m.sentAt !== null)).toBe(true);
  });

  it("never touches another company's waiting invitations", async () => {
    const theirs = await nominatingSurvey(other, 'Theirs', [q.Zoe!.id]);
    await approve(other, theirs, q.Zoe!.id, q.Yan!.id);
    const [before] = await invitations(q.Yan!.email, theirs);
    const ours = await nominatingSurvey(hr, 'Ours', [p.Ana!.id, p.Cy!.id]);
    await t.mailer.flush();
    await approve(hr, ours, p.Ana!.id, p.Hal!.id);
    await approve(hr, ours, p.Cy!.id, p.Hal!.id);
    const after = await invitations(q.Yan!.email, theirs);
    expect(after).toEqual([before]);
    expect(before!.text).toContain('- Zoe Ray, a peer\n\n');
    const waiting = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.surveyId, ours), isNull(outbox.sentAt)));
    expect(waiting.map((m) => m.to)).toEqual([p.Hal!.email]);
    expect(waiting[0]!.companyId).toBe(hr.companyId);
  });

  it('folds a waiting invitation into "invite again", which goes at once', async () => {
    const id = await nominatingSurvey(hr, 'Again', [p.Ana!.id, p.Cy!.id]);
    await approve(hr, id, p.Ana!.id, p.Hal!.id);
    await approve(hr, id, p.Cy!.id, p.Hal!.id);
    const res = await send(t, hr, 'POST', `/survey/survey/${id}/raters/${p.Hal!.id}/invite/`);
    expect(res.statusCode, res.body).toBe(200);
    await t.mailer.flush();
    const mails = await invitations(p.Hal!.email, id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.sentAt).not.toBeNull();
    expect(mails[0]!.text).toContain('- Ana Lee, a peer\n- Cy Park, a peer\n\n');
  });
});
