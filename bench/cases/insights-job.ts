import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { CommentInsightsAnswer } from '../../schemas/comment-insights-answer';
import { openDatabase } from '../../server/db/client';
import { labelledComments } from '../../tests/unit/insights/comments.fixtures';
import { registeredAdmin } from '../../tests/harness/account';
import { startServer } from '../lib/server';
import type { BenchCase, Figure } from '../lib/types';
import { RATEES, seedScoredSurvey } from './feedback-seed';

const area = 'insights';
const PORT = 8333;
/** The manager and the four peers (feedback-seed.ts: k 1 to 5) each comment on the survey's first two competencies. */
const COMMENTERS = [1, 2, 3, 4, 5];
const COMPETENCIES_COMMENTED = 2;
const BUDGET_SECONDS = 60;
/** The report's own budget (bench case feedback): no slower while the job runs. */
const REPORT_BUDGET_MS = 100;
const AFTER = 40;

async function timed<T>(base: string, jwt: string, url: string): Promise<{ ms: number; json: T }> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, { headers: { authorization: `JWT ${jwt}` } });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, json: JSON.parse(text) as T };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ten comments a ratee, the labelled fixture's texts in turn, written while the server is stopped. */
async function seedComments(dataDir: string, companyId: number, surveyId: number): Promise<number> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
  try {
    const texts = labelledComments.map((c) => c.text);
    await handle.db.execute(sql`
      with people as (select id, row_number() over (order by id) - 1 as n from employees where company_id = ${companyId}),
           firsts as (select competency_id from survey_competencies where survey_id = ${surveyId} order by position limit ${COMPETENCIES_COMMENTED})
      insert into survey_comments (assignment_id, company_id, competency_id, text)
      select a.id, ${companyId}, f.competency_id, (array[${sql.join(
        texts.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[])[1 + (a.id * 7 + f.competency_id) % ${texts.length}]
      from survey_assignments a
      join people ratee on ratee.id = a.ratee_id
      join people rater on rater.id = a.rater_id
      cross join firsts f
      where a.survey_id = ${surveyId} and (rater.n - ratee.n + ${RATEES}) % ${RATEES} in (${sql.raw(COMMENTERS.join(', '))})`);
    return RATEES * COMMENTERS.length * COMPETENCIES_COMMENTED;
  } finally {
    await handle.close();
  }
}

/**
 * Issue 40: the background job on a real server. A closed survey of 1,000 ratees with 10,000 comments: its results
 * are opened (which queues the job), and while the job computes every ratee's themes and the survey's, one ratee's
 * report is asked for again and again; then again when the job is done. The job runs the engine on a thread of its
 * own, so the reports keep their speed.
 */
export const insightsJob: BenchCase = {
  name: 'insights-job',
  async run() {
    const poll = process.env.MAIL_POLL_SECONDS;
    // The loop looks every poll interval: once a second, so the wait for it does not count as the job's time.
    process.env.MAIL_POLL_SECONDS = '1';
    let server = await startServer(PORT);
    try {
      const { jwt } = await registeredAdmin(server.url, server.dataDir, 'insights-job');
      const me = await timed<{ company: { id: number } }>(server.url, jwt, '/api/auth-user/');
      await server.stop();
      const { surveyId, rateeId } = await seedScoredSurvey(server.dataDir, me.json.company.id);
      const comments = await seedComments(server.dataDir, me.json.company.id, surveyId);
      server = await startServer(PORT, server.dataDir);

      const opened = performance.now();
      await timed(server.url, jwt, `/feedback/survey/${surveyId}/ratees/`);
      const report = (i: number) => `/feedback/survey/${surveyId}/ratee/${rateeId + (i % 50)}/`;
      const during: number[] = [];
      let seconds = 0;
      for (let i = 0; ; i += 1) {
        during.push((await timed(server.url, jwt, report(i))).ms);
        if (i % 5 === 4) {
          const answer = await timed<CommentInsightsAnswer>(server.url, jwt, `/feedback/survey/${surveyId}/comment-insights/`);
          if (answer.json.state !== 'pending') {
            if (answer.json.state !== 'ready') throw new Error(`the survey's insights are ${answer.json.state}`);
            seconds = (performance.now() - opened) / 1000;
            break;
          }
        }
        if (performance.now() - opened > 300_000) throw new Error('the insights were not computed within 5 minutes');
        await sleep(50);
      }
      const after: number[] = [];
      for (let i = 0; i < AFTER; i += 1) after.push((await timed(server.url, jwt, report(i))).ms);
      const ms = (n: number) => Math.round(n);
      const figures: Figure[] = [
        {
          area,
          figure: `background job: ${RATEES} ratees, ${comments.toLocaleString('en')} comments, from opening the results to stored`,
          value: Math.round(seconds * 10) / 10,
          unit: 's',
          budget: BUDGET_SECONDS,
        },
        { area, figure: `one ratee's report while the job runs, median of ${during.length}`, value: ms(median(during)), unit: 'ms', budget: REPORT_BUDGET_MS },
        { area, figure: `one ratee's report while the job runs, 95th percentile`, value: ms(p95(during)), unit: 'ms', budget: REPORT_BUDGET_MS * 2 },
        { area, figure: `one ratee's report after the job, median of ${AFTER}`, value: ms(median(after)), unit: 'ms' },
      ];
      return figures;
    } finally {
      await server.stop();
      if (poll === undefined) delete process.env.MAIL_POLL_SECONDS;
      else process.env.MAIL_POLL_SECONDS = poll;
    }
  },
};
