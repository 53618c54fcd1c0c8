import { send, type Call } from './crash-api';
import { CRASH_DOMAIN, importForm, inDays, today, type CrashCompany, type Sheet } from './crash-company';
import type { Random } from './crash-random';

/**
 * The multi-row writes the campaign issues, each named so that the database alone tells
 * whether it is there and whole: a survey's title carries how many rows it must have, an
 * employee is found by address, an import by the prefix of its addresses, a submission by
 * its assignment.
 */
export type Write = { round: number; status: number | null } & (
  | { kind: 'survey'; title: string; assignments: number; competencies: number; types: number }
  | { kind: 'employee'; email: string }
  | { kind: 'import'; prefix: string; rows: number }
  | { kind: 'submission'; assignment: number; answers: number; competencies: number; resent?: true }
);

interface Planned {
  write: Write;
  request: Call;
}

function surveyWrite(rng: Random, company: CrashCompany, n: number, round: number): Planned {
  const picked = rng.sample(company.library, rng.int(1, 6));
  const pairs = new Set<string>();
  const wanted = rng.int(1, 400);
  while (pairs.size < wanted) pairs.add(`${rng.pick(company.people)}:${rng.pick(company.people)}`);
  const types = [...new Set(picked.map((c) => c.type))];
  const title = `crash survey w${n} k=${wanted} c=${picked.length} t=${types.length}`;
  return {
    write: { kind: 'survey', title, assignments: wanted, competencies: picked.length, types: types.length, round, status: null },
    request: {
      method: 'POST',
      url: '/survey/survey-creation/',
      jwt: company.adminJwt,
      json: {
        survey: {
          title,
          start_date: today(),
          end_date: inDays(30),
          audience: 'Individual',
          type_values: types.map((type) => ({ type, value: rng.int(0, 100) })),
          competencies: picked.map((c) => ({ competency: c.id, weight: rng.int(0, 100), expected_level: 'advance' })),
        },
        position: null,
        survey_assign: [...pairs].map((p) => {
          const [ratee, rater] = p.split(':').map(Number);
          return { ratee, rater, relationship: ratee === rater ? 'self' : 'other' };
        }),
      },
    },
  };
}

function employeeWrite(company: CrashCompany, n: number, round: number): Planned {
  const email = `e${n}@${CRASH_DOMAIN}`;
  return {
    write: { kind: 'employee', email, round, status: null },
    request: {
      method: 'POST',
      url: '/api/employee-registration/',
      jwt: company.adminJwt,
      json: {
        username: `e${n}`,
        email,
        emp_code: `E${n}`,
        first_name: 'Crash',
        last_name: `Employee ${n}`,
        parent_id: company.people[0],
        send_invitation: true,
      },
    },
  };
}

function importWrite(rng: Random, company: CrashCompany, n: number, round: number): Planned {
  const rows = rng.int(20, 300);
  const prefix = `i${n}-`;
  // Everyone under the first person: the import links managers in the same transaction.
  const form = importForm(rows, prefix, 'P0');
  return {
    write: { kind: 'import', prefix, rows, round, status: null },
    request: { method: 'POST', url: '/api/user-import/?send_invitation=true', jwt: company.adminJwt, form },
  };
}

function submissionWrite(rng: Random, sheet: Sheet, round: number): Planned {
  const statements = sheet.competencies.flatMap((c) => c.statements);
  const key = Array.from({ length: 24 }, () => rng.pick([...'abcdefghijklmnopqrstuvwxyz0123456789'])).join('');
  return {
    write: { kind: 'submission', assignment: sheet.assignment, answers: statements.length, competencies: sheet.competencies.length, round, status: null },
    request: {
      method: 'POST',
      url: '/survey/surveyuserans/',
      jwt: sheet.jwt,
      json: {
        assignment: sheet.assignment,
        status: 'submitted',
        submit_key: key,
        answers: statements.map((statement) => ({ statement, value: rng.int(0, 4) })),
        levels: sheet.competencies.map((c) => ({ competency: c.id, level: rng.pick(['basic', 'intermediate', 'advance', 'expert']) })),
        comments: sheet.competencies.map((c) => ({ competency: c.id, text: `Seen in round ${round}.` })),
      },
    },
  };
}

export interface WriteStream {
  company: CrashCompany;
  /** Sheets not submitted yet, shared by the writers. */
  sheets: Sheet[];
  ledger: Write[];
  /** The next number for a write's name. */
  counter: { next: number };
  /** Submits that got no answer: sent again, same submit_key, after the restart, as the browser does. */
  unanswered: Planned[];
}

/**
 * One writer: writes one after the other until `stopped()` or until one goes unanswered
 * (the server is gone: the rest would only be refused). Every write is in the ledger
 * before it is sent, with the status it got. Unanswered submits of earlier rounds go first.
 */
export async function runWriter(base: string, stream: WriteStream, rng: Random, round: number, stopped: () => boolean): Promise<void> {
  while (!stopped()) {
    const n = stream.counter.next++;
    const roll = rng.next();
    const retry = stream.unanswered.shift();
    const sheet = !retry && roll < 0.4 ? stream.sheets.shift() : undefined;
    const { write, request } = retry
      ? { ...retry, write: { ...retry.write, round, status: null, resent: true } as Write }
      : sheet
        ? submissionWrite(rng, sheet, round)
        : roll < 0.65
          ? surveyWrite(rng, stream.company, n, round)
          : roll < 0.9
            ? employeeWrite(stream.company, n, round)
            : importWrite(rng, stream.company, n, round);
    stream.ledger.push(write);
    write.status = (await send(base, request)).status;
    // Stored or not before the kill, the same submit must now answer 200 and count once.
    if (write.status === null && write.kind === 'submission') stream.unanswered.push({ write, request });
    if (write.status === null) return;
  }
}
