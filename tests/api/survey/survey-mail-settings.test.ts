import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCompany, type Session } from '../helpers/accounts';
import { employeeWith, send } from '../helpers/employees';
import { people, seedSurvey, surveyCounts, surveyMails } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** A survey's invitation and reminder texts: edited by HR, in every mail, previewed exactly as sent. */
let t: TestApp;
let admin: Session;
let p: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Umbrella' });
  p = await people(t, admin, ['Ana Lee', 'Bo Chen']);
});
afterAll(async () => {
  await t.close();
});

const settings = (id: number) => `/survey/survey/${id}/mail-settings/`;
const preview = (id: number, kind: string) => send(t, admin, 'GET', `/survey/survey/${id}/mail-preview/?kind=${kind}`);
const texts = {
  invitation_intro: 'Dear colleague,\nthis matters to us.\n\nThanks <b>a lot</b> & see you.',
  reminder_intro: 'Only two days left!',
  reminder_days: [1, 5, 3],
};

describe('mail settings', () => {
  it('start with no texts and reminders 7, 3 and 1 days before the end', async () => {
    const id = await seedSurvey(t, admin);
    const res = await send(t, admin, 'GET', settings(id));
    expect(res.json()).toEqual({ invitation_intro: '', reminder_intro: '', intro_translations: {}, reminder_days: [7, 3, 1] });
  });

  it('are saved, and the mails sent from then on open with the texts, escaped in HTML', async () => {
    const id = await seedSurvey(t, admin, { title: 'Texts', assignments: [{ ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'peer' }] });
    const saved = await send(t, admin, 'PUT', settings(id), texts);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...texts, intro_translations: {}, reminder_days: [5, 3, 1] });
    expect((await send(t, admin, 'POST', '/survey/send-email/', { survey_id: id })).statusCode).toBe(200);
    expect((await send(t, admin, 'POST', `/survey/survey/${id}/remind/`)).statusCode).toBe(200);
    const [invitation, reminder] = await surveyMails(t, 'Texts');
    expect(invitation!.text).toContain(`Hello Bo,\n\nDear colleague,\nthis matters to us.\n\nThanks <b>a lot</b> & see you.\n\nUmbrella asks`);
    expect(invitation!.html).toContain('<p style="white-space:pre-line">Thanks &lt;b&gt;a lot&lt;/b&gt; &amp; see you.</p>');
    expect(invitation!.html).not.toContain('<b>');
    expect(reminder!.text).toContain('Hello Bo,\n\nOnly two days left!\n\nA reminder from Umbrella');
  });

  it('preview each mail exactly as it is built for sending, to a sample rater', async () => {
    const id = await seedSurvey(t, admin, { title: 'Preview' });
    await send(t, admin, 'PUT', settings(id), texts);
    const invitation = await preview(id, 'invitation');
    expect(invitation.statusCode, invitation.body).toBe(200);
    expect(invitation.json()).toMatchObject({ to: 'sample.rater@example.com', subject: 'Please give your feedback: Preview' });
    expect(invitation.json().text).toContain('Hello Alex,\n\nDear colleague,');
    expect(invitation.json().text).toContain('- Yourself (your self-assessment)\n- Sam Taylor, a peer');
    const reminder = await preview(id, 'reminder');
    expect(reminder.json().subject).toBe('Reminder: Preview');
    expect(reminder.json().text).toContain('Only two days left!');
    expect((await preview(id, 'farewell')).statusCode).toBe(400);
  });

  it('refuse bad input with field messages and change nothing', async () => {
    const id = await seedSurvey(t, admin);
    const bad = [
      { ...texts, invitation_intro: 'x'.repeat(2001) },
      { ...texts, reminder_days: [0] },
      { ...texts, reminder_days: [3, 3] },
      { ...texts, reminder_days: [1.5] },
      { ...texts, reminder_intro: 'bell \u0007' },
      { ...texts, extra: true },
      { invitation_intro: '' },
      { reminder_days: [7], invitation_intro: 5 },
      { ...texts, intro_translations: { en: { invitation_intro: 'The source is English' } } },
      { ...texts, intro_translations: { de: { invitation_intro: 'x'.repeat(2001) } } },
      { ...texts, intro_translations: { de: { reminder_intro: 'bell \u0007' } } },
      { ...texts, intro_translations: { de: { subject: 'Not a text of the mail' } } },
    ];
    for (const body of bad) {
      const res = await send(t, admin, 'PUT', settings(id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json()).length).toBeGreaterThan(0);
    }
    expect((await send(t, admin, 'GET', settings(id))).json()).toEqual({
      invitation_intro: '',
      reminder_intro: '',
      intro_translations: {},
      reminder_days: [7, 3, 1],
    });
  });

  it("open a rater's mail with HR's words in the rater's language, else the survey's own", async () => {
    const id = await seedSurvey(t, admin, { title: 'Sprachen', assignments: [{ ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'peer' }] });
    const intro_translations = {
      de: { invitation_intro: '  Liebe Kollegin,\ndas ist uns wichtig.  ', reminder_intro: '' },
      fr: { reminder_intro: 'Plus que deux jours !' },
    };
    const saved = await send(t, admin, 'PUT', settings(id), { ...texts, intro_translations });
    expect(saved.statusCode, saved.body).toBe(200);
    // Trimmed, the empty text dropped: a blank never hides the survey's own text.
    const stored = { de: { invitation_intro: 'Liebe Kollegin,\ndas ist uns wichtig.' }, fr: { reminder_intro: 'Plus que deux jours !' } };
    expect(saved.json().intro_translations).toEqual(stored);
    // A change that does not name them keeps them.
    expect((await send(t, admin, 'PUT', settings(id), texts)).json().intro_translations).toEqual(stored);

    const inGerman = (await preview(id, 'invitation&language=de')).json().text;
    expect(inGerman).toContain('Liebe Kollegin,\ndas ist uns wichtig.');
    expect(inGerman).not.toContain('Dear colleague');
    // No German reminder text: the German reminder opens with the survey's own.
    expect((await preview(id, 'reminder&language=de')).json().text).toContain('Only two days left!');
    expect((await preview(id, 'reminder&language=fr')).json().text).toContain('Plus que deux jours !');
    expect((await preview(id, 'invitation&language=en')).json().text).toContain('Dear colleague,');
    expect((await preview(id, 'invitation&language=xx')).statusCode).toBe(400);

    // Bo reads the company's language, German: the invitation sent is the German one.
    expect((await send(t, admin, 'PUT', '/api/company-language/', { default_language: 'de' })).statusCode).toBe(200);
    try {
      expect((await send(t, admin, 'POST', '/survey/send-email/', { survey_id: id })).statusCode).toBe(200);
      const [invitation] = await surveyMails(t, 'Sprachen');
      expect(invitation!.text).toContain('Liebe Kollegin,\ndas ist uns wichtig.');
      expect(invitation!.text).not.toContain('Dear colleague');
    } finally {
      await send(t, admin, 'PUT', '/api/company-language/', { default_language: 'en' });
    }
  });

  it("answer 404 for another company's survey, and need the survey area", async () => {
    const id = await seedSurvey(t, admin);
    await expectTenantIsolation({
      app: t.app,
      intruder: (await signUpCompany(t)).headers,
      byId: [
        { method: 'GET', url: settings(id) },
        { method: 'PUT', url: settings(id), payload: texts },
        { method: 'GET', url: `/survey/survey/${id}/mail-preview/?kind=invitation` },
      ],
      snapshot: async () => [await surveyCounts(t), (await send(t, admin, 'GET', settings(id))).json()],
    });
    expect((await send(t, await employeeWith(t, admin), 'GET', settings(id))).statusCode).toBe(403);
  });
});
