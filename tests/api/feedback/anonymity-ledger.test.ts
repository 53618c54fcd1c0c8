import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackReport } from '../../../schemas/feedback';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { recordEarlierReleases } from '../../../server/disclosure/actions/record-earlier-releases';
import { disclosureLedger } from '../../../server/db/schema';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { onPostgres } from '../helpers/test-database';
import { closeSurvey, hire, openSurvey, sessionOf, submit, surveyWorld, type Person, type SurveyWorld } from '../helpers/trust-world';

/*
 * The ledger is durable and safe under concurrency: two servers reading at once never release together what the
 * auditor would refuse one after the other; and what was released before the auditor existed stands.
 */
let t: TestApp;
let w: SurveyWorld;
let second: { app: TestApp; handle: DbHandle | null };
let peers: Person[];

beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  peers = [await hire(t, w, 'Pia'), await hire(t, w, 'Pete'), await hire(t, w, 'Paz'), await hire(t, w, 'Pim')];
  // On PostgreSQL a second pool, as a second process has; PGlite is one process's database.
  const url = (t.handle.client as { options?: { connectionString?: string } }).options?.connectionString;
  const handle = onPostgres() && url ? await openDatabase({ databaseUrl: url }) : null;
  second = { app: await buildTestApp({ handle: handle ?? t.handle, clock: t.clock }), handle };
});
afterAll(async () => {
  await second.app.close();
  await second.handle?.close();
  await t.close();
});

/** A ratee rated by four peers, then by the first three: the two surveys a reader must never both see. */
async function twoSurveys(name: string): Promise<{ ratee: Person; surveys: [number, number] }> {
  const ratee = await hire(t, w, name);
  const rated = (raters: Person[]) => [
    { ratee: ratee.id, rater: ratee.id, relationship: 'self' as const },
    ...raters.map((p) => ({ ratee: ratee.id, rater: p.id, relationship: 'peer' as const })),
  ];
  const surveys: number[] = [];
  for (const raters of [peers, peers.slice(0, 3)]) {
    const id = await openSurvey(t, w, rated(raters), { title: `${name} ${surveys.length + 1}` });
    for (const [i, p] of raters.entries()) await submit(t, id, ratee, p, i === 3 ? 0 : 3);
    await submit(t, id, ratee, ratee, 4);
    await closeSurvey(t, w.admin, id);
    surveys.push(id);
  }
  return { ratee, surveys: surveys as [number, number] };
}

const peerShown = (r: FeedbackReport) => r.competencies.some((c) => c.scores.some((s) => s.group === 'peer'));

describe('two servers at once', () => {
  it('HR opening both surveys at the same time sees one peer figure, never both', async () => {
    const { ratee, surveys } = await twoSurveys('Hana');
    const reads = await Promise.all(surveys.map((id, i) => send(i === 0 ? t : second.app, w.admin, 'GET', `/feedback/survey/${id}/ratee/${ratee.id}/`)));
    for (const r of reads) expect(r.statusCode, r.body).toBe(200);
    expect(reads.filter((r) => peerShown(r.json())).length).toBe(1);
  });

  it('a ratee reading both reports at the same time sees one peer figure, never both', async () => {
    const { ratee, surveys } = await twoSurveys('Rui');
    for (const id of surveys) await send(t, w.admin, 'PUT', `/feedback/survey/${id}/release/`, { released: true, ratees: [ratee.id] });
    const me = await sessionOf(t, ratee);
    const reads = await Promise.all(surveys.map((id, i) => send(i === 0 ? t : second.app, me, 'GET', `/feedback/my-reports/${id}/`)));
    for (const r of reads) expect(r.statusCode, r.body).toBe(200);
    expect(reads.filter((r) => peerShown(r.json())).length).toBe(1);
  });
});

describe('the audience held while deciding', () => {
  // PGlite runs one statement at a time on one connection: nothing can hold a row beside the server there.
  it.runIf(onPostgres())('makes a second reader wait for the decision in progress, then judge with it', async () => {
    const { ratee, surveys } = await twoSurveys('Gil');
    for (const id of surveys) await send(t, w.admin, 'PUT', `/feedback/survey/${id}/release/`, { released: true, ratees: [ratee.id] });
    const me = await sessionOf(t, ratee);
    const holder = await (second.handle!.client as import('pg').Pool).connect();
    try {
      await holder.query('begin');
      await holder.query(`insert into disclosure_audiences (company_id, audience) values ($1, $2) on conflict do nothing`, [w.admin.companyId, `e${ratee.id}`]);
      await holder.query('select 1 from disclosure_audiences where company_id = $1 and audience = $2 for update', [w.admin.companyId, `e${ratee.id}`]);
      let settled = 0;
      const reads = Promise.all(
        surveys.map((id, i) =>
          send(i === 0 ? t : second.app, me, 'GET', `/feedback/my-reports/${id}/`).finally(() => {
            settled += 1;
          }),
        ),
      );
      await new Promise((r) => setTimeout(r, 600));
      expect(settled, 'no decision while another holds the audience').toBe(0);
      await holder.query('commit');
      const done = await reads;
      expect(done.filter((r) => peerShown(r.json())).length).toBe(1);
    } finally {
      holder.release();
    }
  });
});

describe('the first start after the upgrade', () => {
  it('records what was already released, and judges later figures with it', async () => {
    const { ratee, surveys } = await twoSurveys('Uma');
    expect((await send(t, w.admin, 'GET', `/feedback/survey/${surveys[0]}/ratee/${ratee.id}/`)).statusCode).toBe(200);
    // Before the auditor: nothing in the ledger, and the backfill not done.
    await t.db.delete(disclosureLedger);
    await t.db.execute(sql`update disclosure_backfill set done = false`);
    await recordEarlierReleases(t.db);
    const upgraded = await buildTestApp({ handle: t.handle, clock: t.clock });
    try {
      const recorded = await t.db.select().from(disclosureLedger).where(eq(disclosureLedger.surveyId, surveys[0]));
      expect(recorded.filter((e) => e.audience === 'hr' && e.figure === 'peer' && e.released).length).toBeGreaterThan(0);
      const later = await send(upgraded, w.admin, 'GET', `/feedback/survey/${surveys[1]}/ratee/${ratee.id}/`);
      expect(peerShown(later.json())).toBe(false);
      expect((later.json() as FeedbackReport).protection.reasons[0]!.combines_with.map((s) => s.id)).toContain(surveys[0]);
    } finally {
      await upgraded.close();
    }
  });
});
