import { readdirSync } from 'node:fs';
import path from 'node:path';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../schemas/employee';
import type { SurveyAssign, SurveyCreation } from '../../schemas/survey';
import { registeredAdmin } from '../../tests/harness/account';
import { startServer } from '../lib/server';
import type { BenchCase, Figure } from '../lib/types';

const area = 'survey-creation';
const RATEES = 1_000;
const RATERS = 8;

async function api<T>(base: string, jwt: string, method: string, url: string, body?: unknown): Promise<{ ms: number; json: T }> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `JWT ${jwt}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = Math.round(performance.now() - started);
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 500)}`);
  return { ms, json: JSON.parse(text) as T };
}

/** RATEES employees through the import (a manager tree of eight), so the workforce is real. */
async function importEmployees(base: string, jwt: string): Promise<void> {
  const lines = [EMPLOYEE_IMPORT_COLUMNS.join(',')];
  for (let i = 0; i < RATEES; i += 1) {
    const manager = i === 0 ? '' : `S${Math.floor((i - 1) / RATERS)}`;
    lines.push([`s.user${i}`, `s.user${i}@bench-survey.example.com`, `S${i}`, `First${i}`, `Last ${i}`, '', '', '', '', manager].join(','));
  }
  const form = new FormData();
  form.append('file', new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }), 'employees.csv');
  const res = await fetch(`${base}/api/user-import/?send_invitation=true`, { method: 'POST', headers: { authorization: `JWT ${jwt}` }, body: form });
  if (!res.ok) throw new Error(`import: ${res.status} ${(await res.text()).slice(0, 500)}`);
}

/** The welcome mails go out after the import's answer: wait, so that they do not share the measured seconds. */
async function mailsSettled(dataDir: string, expected: number): Promise<void> {
  const dir = path.join(dataDir, 'outbox');
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    if (readdirSync(dir).length >= expected) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`fewer than ${expected} mails after two minutes`);
}

/** Every ratee rated by themselves and the next seven people: 8,000 assignments. */
function assignments(ids: number[]): SurveyAssign[] {
  return ids.flatMap((ratee, i) =>
    Array.from({ length: RATERS }, (_, k) => {
      const rater = ids[(i + k) % ids.length]!;
      return { ratee, rater, relationship: k === 0 ? 'self' : 'peer' } as SurveyAssign;
    }),
  );
}

/** POST /survey/survey-creation/ for 1,000 ratees × 8 raters on PGlite (budget: 3 s), through real HTTP. */
export const surveyCreation: BenchCase = {
  name: area,
  async run() {
    const server = await startServer(8322);
    try {
      const { jwt } = await registeredAdmin(server.url, server.dataDir, area);
      await importEmployees(server.url, jwt);
      await mailsSettled(server.dataDir, RATEES + 1);
      const type = (await api<{ id: number }>(server.url, jwt, 'POST', '/competency/type/', { name: 'Core' })).json.id;
      const competencies = [];
      for (const title of ['Communication', 'Teamwork', 'Ownership', 'Coaching']) {
        const created = await api<{ id: number }>(server.url, jwt, 'POST', '/competency/list/', { type, title, defination: `${title}, done well.` });
        competencies.push({ competency: created.json.id, weight: 25, expected_level: 'intermediate' as const });
      }
      const people = (await api<Array<{ id: number }>>(server.url, jwt, 'GET', '/api/user-get/')).json.map((e) => e.id).slice(0, RATEES);
      const today = new Date().toISOString().slice(0, 10);
      const payload: SurveyCreation = {
        survey: { title: 'Annual 360', start_date: today, end_date: today, audience: 'Individual', type_values: [{ type, value: 50 }], competencies },
        position: null,
        survey_assign: assignments(people),
      };
      const created = await api<{ id: number; Result: { survey: { progress: { assigned: number } } } }>(
        server.url,
        jwt,
        'POST',
        '/survey/survey-creation/',
        payload,
      );
      // A figure only counts if every assignment is really there.
      if (created.json.Result.survey.progress.assigned !== RATEES * RATERS) {
        throw new Error(`expected ${RATEES * RATERS} assignments, the survey has ${created.json.Result.survey.progress.assigned}`);
      }
      const listed = await api<unknown[]>(server.url, jwt, 'GET', '/survey/survey_get/');
      const figures: Figure[] = [
        {
          area,
          figure: `PGlite: create a survey for ${RATEES} ratees × ${RATERS} raters (${RATEES * RATERS} assignments), request to answer`,
          value: created.ms,
          unit: 'ms',
          budget: 3000,
        },
        { area, figure: 'PGlite: survey list with progress over those 8,000 assignments', value: listed.ms, unit: 'ms' },
      ];
      return figures;
    } finally {
      await server.stop();
    }
  },
};
