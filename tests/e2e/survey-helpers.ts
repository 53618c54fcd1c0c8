import { expect, type APIRequestContext } from '@playwright/test';
import { authHeader, type Company } from './company';

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
        username: first.toLowerCase(), email, emp_code: `S-${key.toUpperCase()}`, first_name: first, last_name: last,
        parent_id: manager ? team[manager]!.id : null,
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
