import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_SECRET_KEY } from '../harness/load-company';
import { loadDatabase, type LoadDatabase } from '../harness/load-database';
import { postgresBaseUrl } from '../harness/postgres';
import { startServerProcess, type ServerProcess } from '../harness/server-process';
import { startSmtpSink, type SmtpSink } from '../harness/smtp-sink';

/**
 * Mail that is never lost, over three server processes on one PostgreSQL: scheduled reminders
 * due, a mail server that refuses every message twice before it takes it, and one process
 * restarted in the middle (a reminder falls due while it is down). Every due mail reaches the
 * mail server exactly once.
 */
const RATERS = 30;
const REFUSALS = 2;
const DAY = 24 * 3600 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: LoadDatabase;
let client: pg.Client;
let sink: SmtpSink;
const servers: ServerProcess[] = [];

const start = async () => {
  const server = await startServerProcess({
    databaseUrl: db.databaseUrl!,
    env: {
      SECRET_KEY: LOAD_SECRET_KEY,
      SMTP_URL: sink.url,
      // Seconds where production waits minutes: the whole test takes well under a minute.
      MAIL_RETRY_SECONDS: '2,2,2,2,2',
      MAIL_LEASE_SECONDS: '15',
      MAIL_POLL_SECONDS: '1',
    },
  });
  await server.healthy();
  return server;
};

/** A copy of the load survey's assignments in a new survey ending in two days, invited `invitedDaysAgo` days ago. */
async function dueSurvey(title: string, invitedDaysAgo: number): Promise<number> {
  const {
    rows: [survey],
  } = await client.query<{ id: number }>(
    `insert into surveys (company_id, title, start_date, end_date, audience) values ($1, $2, $3, $4, 'Individual') returning id`,
    [db.company.companyId, title, dayFromNow(-9), dayFromNow(2)],
  );
  await client.query(
    `insert into survey_assignments (company_id, survey_id, ratee_id, rater_id, relationship, invited_at)
    select company_id, $1, ratee_id, rater_id, relationship, now() - make_interval(days => $3)
    from survey_assignments where survey_id = $2`,
    [survey!.id, db.company.surveyId, invitedDaysAgo],
  );
  return survey!.id;
}

async function waitFor(what: string, done: () => Promise<boolean> | boolean, timeoutMs = 90_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(200)) if (await done()) return;
  throw new Error(`timed out waiting for ${what}\n${servers.map((s) => s.output()).join('\n---\n')}`);
}

describe.runIf(postgresBaseUrl())('mail over three server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    db = await loadDatabase('PostgreSQL', { raters: RATERS, submitsEach: 1, designations: 1 }, postgresBaseUrl());
    client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    sink = await startSmtpSink(REFUSALS);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await client?.end();
    await sink?.close();
    await db?.drop();
  });

  it('sends every due reminder exactly once, retrying each refused mail until the server takes it, through a restart', async () => {
    const early = [await dueSurvey('Mail run A', 8), await dueSurvey('Mail run B', 8)];
    // Invited today: its 3-day reminder is not due until the invitations are older (set while a process is down).
    const late = await dueSurvey('Mail run C', 0);

    servers.push(await start(), await start(), await start());
    await waitFor('the first reminders accepted', () => sink.accepted.length >= 4);

    const acceptedAtRestart = sink.accepted.length;
    await servers[1]!.stop();
    await client.query(`update survey_assignments set invited_at = now() - interval '8 days' where survey_id = $1`, [late]);
    await sleep(1500);
    servers[1] = await start();

    const expected = ['Mail run A', 'Mail run B', 'Mail run C']
      .flatMap((title) => Array.from({ length: RATERS }, (_, i) => `rater${i + 1}@load.example.com|Reminder: ${title}`))
      .sort();
    await waitFor('every reminder accepted', () => sink.accepted.length >= expected.length);
    // Time for a second delivery of anything, had any process been about to make one.
    await sleep(3000);

    expect(acceptedAtRestart, 'the restart came while mails were still being retried').toBeLessThan(2 * RATERS);
    expect(sink.accepted.map((m) => `${m.to}|${m.subject}`).sort()).toEqual(expected);
    expect([...sink.refused.values()].every((n) => n === REFUSALS)).toBe(true);
    expect(sink.refused.size).toBe(expected.length);

    const { rows: outbox } = await client.query<{ survey_id: number; sent: boolean; attempts: number; failed: boolean; company_id: number }>(
      `select survey_id, sent_at is not null as sent, attempts, failed_at is not null as failed, company_id from outbox`,
    );
    expect(outbox).toHaveLength(expected.length);
    expect(outbox.every((m) => m.sent && !m.failed && m.company_id === db.company.companyId)).toBe(true);
    // Two refusals and the delivery; a mail claimed by the process that was stopped may count one attempt more.
    expect(outbox.every((m) => m.attempts >= REFUSALS + 1 && m.attempts <= REFUSALS + 2)).toBe(true);
    const { rows: runs } = await client.query<{ survey_id: number; days_before: number }>(
      `select survey_id, days_before from survey_reminder_runs where kind = 'answer' order by survey_id`,
    );
    expect(runs).toEqual([...early, late].map((id) => ({ survey_id: id, days_before: 3 })));
  });
});
