import type { RaterSurveyList } from '../../schemas/survey-answer';
import { registeredAdmin, tokenFromOutbox } from '../../tests/harness/account';

const PASSWORD = 'bench-rater-pass-phrase-1';

async function call<T>(base: string, jwt: string | null, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(jwt && { authorization: `JWT ${jwt}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Through the API as people would: a company, an employee who chooses a password, a
 * competency of `statements` statements, and an open survey in which the employee rates
 * themselves. Answers the rater's token and the assignment to open.
 */
export async function seedRater(base: string, dataDir: string, statements: number) {
  const admin = (await registeredAdmin(base, dataDir, 'answer-clicks')).jwt;
  const email = 'rater@answer-clicks.example.com';
  const rater = await call<{ id: number }>(base, admin, 'POST', '/api/employee-registration/', {
    username: 'rater',
    email,
    emp_code: 'R-1',
    first_name: 'Rita',
    last_name: 'Rater',
    send_invitation: true,
  });
  await call(base, null, 'PATCH', `/api/password-reset/${await tokenFromOutbox(dataDir, email, 'password-reset')}/`, { password: PASSWORD });
  const jwt = (await call<{ token: string }>(base, null, 'POST', '/auth/token/', { email, password: PASSWORD })).token;

  const type = (await call<{ id: number }>(base, admin, 'POST', '/competency/type/', { name: 'Core' })).id;
  const competency = (
    await call<{ id: number }>(base, admin, 'POST', '/competency/list/', {
      type,
      title: 'Customer focus',
      defination: 'Understands and serves what customers need.',
    })
  ).id;
  for (let i = 1; i <= statements; i += 1) {
    await call(base, admin, 'POST', '/competency/statements/', {
      type,
      competency_title: competency,
      statement: `Behaviour ${i}: acts on feedback from colleagues and customers alike.`,
    });
  }
  const today = new Date().toISOString().slice(0, 10);
  await call(base, admin, 'POST', '/survey/survey-creation/', {
    survey: {
      title: 'Answering speed',
      start_date: today,
      end_date: today,
      audience: 'Individual',
      type_values: [{ type, value: 50 }],
      competencies: [{ competency, weight: 25, expected_level: 'basic' }],
    },
    position: null,
    survey_assign: [{ ratee: rater.id, rater: rater.id, relationship: 'self' }],
  });
  const open = await call<RaterSurveyList>(base, jwt, 'GET', '/survey/survey_by_user_draft/');
  const assignment = open.result[0]?.assignments[0]?.id;
  if (!assignment) throw new Error('the rater has no open assignment');
  return { jwt, assignment, get: <T>(url: string) => call<T>(base, jwt, 'GET', url) };
}
