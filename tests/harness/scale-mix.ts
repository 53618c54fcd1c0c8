import type autocannon from 'autocannon';
import { LOAD_PASSWORD, type LoadCompany } from './load-company';
import { Ledger } from './scale-ledger';

const LEVELS = ['basic', 'intermediate', 'advance', 'expert'] as const;

/** What a draft numbered `seq` holds, so the database can be checked against the last one acknowledged. */
export function draftPayload(company: LoadCompany, assignment: number, seq: number) {
  return {
    assignment,
    status: 'draft' as const,
    answers: company.statements.map((statement, k) => ({ statement, value: (seq + k) % 5 })),
    levels: company.competencies.map((competency, k) => ({ competency, level: LEVELS[(seq + k) % 4]! })),
    comments: [{ competency: company.competencies[0]!, text: `draft ${seq}` }],
  };
}

interface Step {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  payload?: () => object;
  /** Called with the answer (any status) before the ledger counts it. */
  then?: (status: number, body: string) => void;
}

/**
 * One person's session as the mix repeats it: sign in once, then lists, the employee list,
 * their survey, drafts of their answers, one submission, a feedback report. Steps are
 * rotated per connection so that the sign-ins (argon2, the costliest) do not all come at once.
 */
function session(company: LoadCompany, i: number, firstToken: string, ledger: Ledger): autocannon.Request[] {
  const me = company.raters[i]!;
  const reportOn = company.raters[(i + 2) % company.raters.length]!.employeeId;
  let token = firstToken;
  let seq = 0;
  let submitted = 0;
  const draft: Step = {
    kind: 'survey answer draft',
    method: 'POST',
    path: '/survey/surveyuserans/',
    payload: () => {
      seq += 1;
      ledger.draftSent(me.draft, seq);
      return draftPayload(company, me.draft, seq);
    },
    then: (status) => {
      if (status === 200) ledger.draftAcked(me.draft, seq);
    },
  };
  const get = (kind: string, path: string): Step => ({ kind, method: 'GET', path });
  const steps: Step[] = [
    {
      kind: 'sign-in',
      method: 'POST',
      path: '/auth/token/',
      payload: () => ({ email: me.email, password: LOAD_PASSWORD }),
      then: (status, body) => {
        if (status === 200) token = (JSON.parse(body) as { token: string }).token;
      },
    },
    get('master list', '/api/designation/'),
    draft,
    get('employee list', '/api/user-get/?limit=50'),
    get('my surveys', '/survey/survey_by_user_draft/'),
    draft,
    get('master list', '/competency/list/'),
    get('master list', '/api/designation/?search=1&ordering=-name&limit=10'),
    draft,
    get('feedback report', `/feedback/survey/${company.reportedSurveyId}/ratee/${reportOn}/`),
    get('who am I', '/api/auth-user/'),
    draft,
    {
      // Each assignment submitted once; when all are, the last is sent again with its key (idempotent: 200).
      kind: 'survey answer submit',
      method: 'POST',
      path: '/survey/surveyuserans/',
      payload: () => {
        const assignment = me.submits[Math.min(submitted, me.submits.length - 1)]!;
        ledger.submitSent(assignment);
        return { ...draftPayload(company, assignment, assignment), status: 'submitted', submit_key: `load-submit-key-${assignment}` };
      },
      then: (status) => {
        if (status !== 200) return;
        ledger.submitAcked(me.submits[Math.min(submitted, me.submits.length - 1)]!);
        submitted += 1;
      },
    },
    get('employee list', '/api/user-get/?search=Number%201&limit=20'),
    get('master list', '/api/group/'),
    draft,
    get('answer sheet', `/survey/surveyuserans/${me.draft}/`),
    get('master list', '/api/designation/'),
  ];
  const shift = i % steps.length;
  const rotated = [...steps.slice(shift), ...steps.slice(0, shift)];
  return rotated.map(
    (s): autocannon.Request => ({
      method: s.method,
      path: s.path,
      setupRequest: (req) => ({
        ...req,
        headers: { authorization: `JWT ${token}`, ...(s.payload && { 'content-type': 'application/json' }) },
        ...(s.payload && { body: JSON.stringify(s.payload()) }),
      }),
      onResponse: (status: number, body: string) => {
        s.then?.(status, body);
        ledger.answered(s.kind, status);
      },
    }),
  );
}

/** autocannon's setupClient: connection n plays rater n (of the first `connections`) with their own session. */
export function mixClients(company: LoadCompany, tokens: string[], ledger: Ledger): (client: autocannon.Client) => void {
  let next = 0;
  return (client) => {
    const i = next++ % tokens.length;
    client.setRequests(session(company, i, tokens[i]!, ledger));
  };
}
