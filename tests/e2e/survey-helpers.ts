import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, type Company } from './company';
import { linkFromOutbox } from './outbox';

export interface Person {
  id: number;
  first: string;
  last: string;
  email: string;
}

/**
 * A small team where Ben has every relationship: Maya manages Ben, Ada and Carl (Ben's
 * peers), and Ben manages Dee. Made through the API, as the workforce screens would.
 */
export async function surveyTeam(request: APIRequestContext, company: Company, domain: string): Promise<Record<string, Person>> {
  const team: Record<string, Person> = {};
  const add = async (key: string, first: string, last: string, manager?: string) => {
    const email = `${first.toLowerCase()}.${last.toLowerCase()}@${domain}`;
    const made = await request.post('/api/employee-registration/', {
      headers: authHeader(company),
      data: {
        username: first.toLowerCase(),
        email,
        emp_code: `S-${key.toUpperCase()}`,
        first_name: first,
        last_name: last,
        parent_id: manager ? team[manager]!.id : null,
        send_invitation: true,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    team[key] = { id: (await made.json()).id as number, first, last, email };
  };
  await add('maya', 'Maya', 'Chen');
  await add('ben', 'Ben', 'Li', 'maya');
  await add('ada', 'Ada', 'Obi', 'maya');
  await add('carl', 'Carl', 'Diaz', 'maya');
  await add('dee', 'Dee', 'Park', 'ben');
  return team;
}

/** The starter competency library: five types, twenty competencies with statements. */
export async function starterLibrary(request: APIRequestContext, company: Company): Promise<void> {
  const loaded = await request.post('/competency/starter-library/', { headers: authHeader(company) });
  expect(loaded.status(), await loaded.text()).toBe(200);
}

/** Sets the employee's password from their welcome mail and answers their JWT. */
export async function employeeToken(request: APIRequestContext, person: Person): Promise<string> {
  const link = await linkFromOutbox(person.email, '/authentication/password-reset/');
  const password = 'a long enough password';
  const set = await request.patch(`/api/password-reset/${link.split('/').filter(Boolean).pop()}/`, { data: { password } });
  expect(set.status(), await set.text()).toBe(200);
  const signedIn = await request.post('/auth/token/', { data: { email: person.email, password } });
  expect(signedIn.status()).toBe(200);
  return (await signedIn.json()).token as string;
}

/** A survey open today on two competencies of the starter library, made and sent through the API. */
export async function openSurvey(
  request: APIRequestContext,
  company: Company,
  title: string,
  assign: Array<{ ratee: Person; rater: Person; relationship: string }>,
  languages?: string[],
): Promise<number> {
  const headers = authHeader(company);
  const library = (await (await request.get('/competency/list/', { headers })).json()) as Array<{ id: number; title: string }>;
  const pick = (t: string) => ({ competency: library.find((c) => c.title === t)!.id, weight: 25, expected_level: 'basic' });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const made = await request.post('/survey/survey-creation/', {
    headers,
    data: {
      survey: {
        title,
        description: 'Half a year in.',
        start_date: day(0),
        end_date: day(14),
        audience: 'Individual',
        type_values: [],
        competencies: [pick('Integrity'), pick('Accountability')],
        ...(languages && { languages }),
      },
      position: null,
      survey_assign: assign.map((a) => ({ ratee: a.ratee.id, rater: a.rater.id, relationship: a.relationship })),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = (await made.json()).id as number;
  const sent = await request.post('/survey/send-email/', { headers, data: { survey_id: id } });
  expect(sent.status()).toBe(200);
  return id;
}

/** The statements of the step on screen. */
export const statements = (page: Page) => page.locator('fieldset.statement');

/** Answers every statement of the step on screen with `label` (e.g. "3 Often"). */
export async function answerStep(page: Page, label: string): Promise<void> {
  const shown = statements(page);
  for (let i = 0; i < (await shown.count()); i += 1) await shown.nth(i).getByRole('radio', { name: label }).check();
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A survey rating Ben (self, and Maya as his manager) on Integrity for three weeks from today, saved but not sent. */
export async function benSurvey(request: APIRequestContext, company: Company, team: Record<string, Person>, title: string): Promise<number> {
  const headers = authHeader(company);
  const library = (await (await request.get('/competency/list/', { headers })).json()) as Array<{ id: number; title: string }>;
  const made = await request.post('/survey/survey-creation/', {
    headers,
    data: {
      survey: {
        title,
        description: '',
        start_date: day(0),
        end_date: day(21),
        audience: 'Individual',
        type_values: [],
        competencies: [{ competency: library.find((c) => c.title === 'Integrity')!.id, weight: 25, expected_level: 'basic' }],
      },
      position: null,
      survey_assign: [
        { ratee: team.ben!.id, rater: team.ben!.id, relationship: 'self' },
        { ratee: team.ben!.id, rater: team.maya!.id, relationship: 'manager' },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()).id as number;
}
