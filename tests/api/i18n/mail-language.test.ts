import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../../server/db/schema';
import { mailsTo, signUpCompany, type Session } from '../helpers/accounts';
import { createEmployee, send } from '../helpers/employees';
import { seedSurvey } from '../helpers/survey-seed';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Mails go out in their reader's language: the profile's, else the company's (issue 42). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const requestReset = (email: string) => t.app.inject({ method: 'POST', url: '/api/request-password-reset/', payload: { email } });
const setLanguage = (userId: number, language: 'de' | 'fr' | 'es' | null) => t.db.update(users).set({ language }).where(eq(users.id, userId));
const lastMailTo = async (email: string) => (await mailsTo(t.db, email)).at(-1)!;

describe('the password-reset mail', () => {
  it('is German for a German profile, subject and body', async () => {
    const s = await signUpCompany(t, { first_name: 'Greta' });
    await setLanguage(s.userId, 'de');
    expect((await requestReset(s.email)).statusCode).toBe(200);
    const mail = await lastMailTo(s.email);
    expect(mail.subject).toBe('Setzen Sie Ihr Passwort zurück');
    expect(mail.text).toMatch(/^Guten Tag Greta,\n\nJemand \(hoffentlich Sie\) hat darum gebeten/);
    expect(mail.html).toContain('>Neues Passwort wählen</a>');
  });

  it('stays English, word for word, for a profile with no choice in an English company', async () => {
    const s = await signUpCompany(t, { first_name: 'Ed' });
    expect((await requestReset(s.email)).statusCode).toBe(200);
    const mail = await lastMailTo(s.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toMatch(
      /^Hello Ed,\n\nSomeone \(we hope you\) asked to reset the password of your Competency 360 account\. Choose a new one here:\n\nhttp:\/\/app\.test\/authentication\/password-reset\/[\w-]+\n\nThe link works for 60 minutes and only once\. If you did not ask, ignore this message: your password stays as it is\.\n\n— Competency 360$/,
    );
  });
});

describe('the survey invitation', () => {
  let admin: Session;
  let surveyId: number;
  const raters: Record<'french' | 'unset' | 'english', { id: number; user_id: number; email: string }> = {} as never;

  beforeAll(async () => {
    admin = await signUpCompany(t, { company_name: 'Compañía' });
    await t.db.update(companies).set({ defaultLanguage: 'es' }).where(eq(companies.id, admin.companyId!));
    const ratee = await createEmployee(t, admin, { first_name: 'Rita', last_name: 'Ratee' });
    raters.french = await createEmployee(t, admin, { first_name: 'Fleur', last_name: 'Dupont' });
    raters.unset = await createEmployee(t, admin, { first_name: 'Sofía', last_name: 'Ruiz' });
    raters.english = await createEmployee(t, admin, { first_name: 'Emma', last_name: 'Jones' });
    await setLanguage(raters.french.user_id, 'fr');
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, raters.english.user_id));
    surveyId = await seedSurvey(t, admin, {
      title: 'Bilan 2025',
      start: -1,
      end: 14,
      assignments: Object.values(raters).map((r) => ({ ratee: ratee.id, rater: r.id, relationship: 'peer' as const })),
    });
    expect((await send(t, admin, 'POST', '/survey/send-email/', { survey_id: surveyId })).statusCode).toBe(200);
  });

  it('is French for a rater whose profile is French, dates in French', async () => {
    const mail = await lastMailTo(raters.french.email);
    expect(mail.subject).toBe('Merci de donner votre feedback : Bilan 2025');
    expect(mail.text).toMatch(
      /^Bonjour Fleur,\n\nCompañía vous demande votre feedback dans l’enquête « Bilan 2025 »\. Elle est ouverte du \d+ \p{L}+ \d{4} au/u,
    );
    expect(mail.text).toContain('- Rita Ratee, collègue');
    expect(mail.text).toContain('Répondez ici :');
    expect(mail.html).toContain('>Ouvrir mes enquêtes</a>');
  });

  it("is Spanish for a rater who chose none, when their company's language is Spanish", async () => {
    const mail = await lastMailTo(raters.unset.email);
    expect(mail.subject).toBe('Le pedimos su feedback: Bilan 2025');
    expect(mail.text).toMatch(/^Hola, Sofía:\n\nCompañía le pide su feedback en la encuesta «Bilan 2025»\. Está abierta del \d+ de \p{L}+ de \d{4} al/u);
    expect(mail.text).toContain('solo se mostrarán agrupadas con las de al menos');
  });

  it('is English for a rater whose profile says English, whatever the company', async () => {
    const mail = await lastMailTo(raters.english.email);
    expect(mail.subject).toBe('Please give your feedback: Bilan 2025');
    expect(mail.text).toMatch(/^Hello Emma,\n\nCompañía asks for your feedback in the survey "Bilan 2025"\. It is open from \d+ [A-Z][a-z]+ \d{4} until/);
  });
});
