import { EMPLOYEE_IMPORT_COLUMNS } from '../../schemas/employee';
import { registeredAdmin, tokenFromOutbox } from './account';
import { call } from './crash-api';

/** Addresses of everyone the campaigns create: the verifier looks them all up. */
export const CRASH_DOMAIN = 'crash.example.com';
const PEOPLE = 40;
const RATERS = 4;
const RATER_PASSWORD = 'crash-rater-pass-phrase-1';

export interface LibraryCompetency {
  id: number;
  type: number;
  statements: number[];
}

/** One rater's answer sheet still to submit: an assignment of a survey whose model is `competencies`. */
export interface Sheet {
  assignment: number;
  jwt: string;
  competencies: LibraryCompetency[];
}

/** What the writers work with; every id came back from the API. */
export interface CrashCompany {
  adminJwt: string;
  /** Employees that surveys pair as ratees and raters. */
  people: number[];
  library: LibraryCompetency[];
  raters: Array<{ employee: number; jwt: string }>;
}

export const today = () => new Date().toISOString().slice(0, 10);
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An import of `count` employees as the import screen sends it: <tag><i>, <tag><i>@crash.example.com, code <TAG><i>. */
export function importForm(count: number, tag: string, managerCode = ''): FormData {
  const lines = [EMPLOYEE_IMPORT_COLUMNS.join(',')];
  for (let i = 0; i < count; i += 1)
    lines.push([`${tag}${i}`, `${tag}${i}@${CRASH_DOMAIN}`, `${tag.toUpperCase()}${i}`, `Person${i}`, 'Crash', '', '', '', '', managerCode].join(','));
  const form = new FormData();
  form.append('file', new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }), `${tag}.csv`);
  return form;
}

async function libraryOf(base: string, jwt: string): Promise<LibraryCompetency[]> {
  const list = await call<Array<{ id: number; type: number }>>(base, { method: 'GET', url: '/competency/list/', jwt });
  const statements = await call<Array<{ id: number; competency_title: number }>>(base, { method: 'GET', url: '/competency/statements/', jwt });
  return list
    .map((c) => ({ id: c.id, type: c.type, statements: statements.filter((s) => s.competency_title === c.id).map((s) => s.id) }))
    .filter((c) => c.statements.length > 0);
}

/**
 * A company set up through the API as a person would: registered and confirmed from the
 * mailed link, the starter library, PEOPLE employees imported, RATERS of them with a password
 * chosen from their welcome mail and signed in.
 */
export async function setUpCompany(base: string, dataDir: string): Promise<CrashCompany> {
  const { jwt } = await registeredAdmin(base, dataDir, 'crash');
  await call(base, { method: 'POST', url: '/competency/starter-library/', jwt });
  await call(base, { method: 'POST', url: '/api/user-import/?send_invitation=true', jwt, form: importForm(PEOPLE, 'p') });
  const employees = await call<Array<{ id: number; email: string }>>(base, { method: 'GET', url: '/api/user-get/', jwt });
  const people = employees.filter((e) => e.email.endsWith(`@${CRASH_DOMAIN}`)).map((e) => e.id);
  const raters = [];
  for (let i = 0; i < RATERS; i += 1) {
    const email = `p${i}@${CRASH_DOMAIN}`;
    const token = await tokenFromOutbox(dataDir, email, 'password-reset');
    await call(base, { method: 'PATCH', url: `/api/password-reset/${token}/`, json: { password: RATER_PASSWORD } });
    const signedIn = await call<{ token: string }>(base, { method: 'POST', url: '/auth/token/', json: { email, password: RATER_PASSWORD } });
    raters.push({ employee: employees.find((e) => e.email === email)!.id, jwt: signedIn.token });
  }
  return { adminJwt: jwt, people, library: await libraryOf(base, jwt), raters };
}

/**
 * Sheets to submit: an open survey in which every rater rates every person, on the first
 * three competencies of the library. Made between kills, while the server is known to run.
 */
export async function openSheets(base: string, company: CrashCompany, label: string): Promise<Sheet[]> {
  const competencies = company.library.slice(0, 3);
  const created = await call<{ id: number }>(base, {
    method: 'POST',
    url: '/survey/survey-creation/',
    jwt: company.adminJwt,
    json: {
      survey: {
        title: `sheets ${label}`,
        start_date: today(),
        end_date: inDays(30),
        audience: 'Individual',
        type_values: [...new Set(competencies.map((c) => c.type))].map((type) => ({ type, value: 50 })),
        competencies: competencies.map((c) => ({ competency: c.id, weight: 25, expected_level: 'intermediate' })),
      },
      position: null,
      survey_assign: company.raters.flatMap((r) =>
        company.people.map((ratee) => ({
          ratee,
          rater: r.employee,
          relationship: ratee === r.employee ? 'self' : 'peer',
        })),
      ),
    },
  });
  const rows = await call<Array<{ id: number; rater: { id: number } }>>(base, {
    method: 'GET',
    url: `/survey/get_surveyassign_by_owner/?survey_id=${created.id}`,
    jwt: company.adminJwt,
  });
  return rows.map((row) => ({ assignment: row.id, jwt: company.raters.find((r) => r.employee === row.rater.id)!.jwt, competencies }));
}
