import { describe, expect, it } from 'vitest';
import { PERSON_DATA_FILES } from '../../../schemas/person-data';
import { signUpCompany } from '../helpers/accounts';
import { appWith } from '../helpers/app-with';
import { lastEntry } from '../helpers/audit';
import { activate, send } from '../helpers/employees';
import { personDataWorld, unzip } from './person-data-world.fixtures';

/** A person's data as a ZIP: each kind present, only theirs, never a rater of theirs by name; HR's and their own. */
const { t, world, other } = appWith({ world: personDataWorld, other: signUpCompany });

const employeeData = (employee: number) => `/api/privacy/employees/${employee}/data/`;

async function zipOf(res: { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown> }) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="personal-data-[a-z0-9-]+\.zip"$/);
  const files = await unzip(res.rawPayload);
  const json = (name: string) => JSON.parse(files[name]!);
  return { files, json };
}

describe('GET /api/privacy/employees/{employee}/data/', () => {
  it('holds every kind about the ratee, with a README saying what each file holds', async () => {
    const { files, json } = await zipOf(await send(t, world.hr, 'GET', employeeData(world.ana.employeeId)));
    expect(Object.keys(files).sort()).toEqual(['README.txt', ...PERSON_DATA_FILES].sort());
    for (const file of PERSON_DATA_FILES) expect(files['README.txt']).toContain(file);
    expect(files['README.txt']).toContain(world.ana.name);

    expect(json('profile.json')).toMatchObject({ account: { email: world.ana.email }, employee: { id: world.ana.employeeId }, areas: { dashboard: true } });
    const assignments = json('assignments.json');
    expect(assignments.as_ratee).toContainEqual({ survey_id: world.survey, survey: expect.any(String), relationship: 'peer', asked: 3, answered: 3 });
    expect(assignments.as_rater).toEqual([expect.objectContaining({ ratee: world.ana.name, relationship: 'self', status: 'submitted' })]);
    // Her self-assessment is hers: 4 on Coaching.
    const [self] = json('answers.json');
    expect(self.ratings).toContainEqual({ competency: 'Coaching', statement: 'Coaching statement 1', value: 4 });

    const reports = json('reports.json');
    expect(reports).toHaveLength(1);
    // The report as she reads it in My feedback.
    const mine = (await send(t, world.ana.session, 'GET', `/feedback/my-reports/${world.survey}/`)).json();
    expect(reports[0].report).toEqual(mine);

    expect(json('development.json')).toEqual([
      expect.objectContaining({ id: world.action, title: 'Run the weekly retro', owner: world.ana.name, coach: world.cora.name }),
    ]);
    const coaching = json('coaching.json');
    expect(coaching.as_coachee.map((e: { id: number }) => e.id).sort()).toEqual([world.engagements.ended, world.engagements.internal].sort());
    const internal = coaching.as_coachee.find((e: { id: number }) => e.id === world.engagements.internal);
    expect(internal).toMatchObject({ coach: world.cora.name, sessions: [expect.objectContaining({ minutes: 60, location: 'Room 4' })] });
    expect(internal.notes.map((n: { author: string }) => n.author)).toEqual(['coachee', 'coach']);
    expect(coaching.as_coach).toEqual([]);
    expect(json('audit-log.json')).toContainEqual(expect.objectContaining({ entity: 'employee', entity_id: String(world.ana.employeeId), role: 'about you' }));
  });

  it('never names a rater of theirs: not the peers, not their manager rater, in any file', async () => {
    const { files } = await zipOf(await send(t, world.hr, 'GET', employeeData(world.ana.employeeId)));
    const all = Object.values(files).join('\n');
    for (const who of ['Peer1', 'Peer2', 'Peer3', 'Mo']) {
      const rater = world.w.people[who]!;
      expect(all, who).not.toContain(rater.name);
      expect(all, who).not.toContain(rater.email);
    }
    // Peer1's comment about her is in her report only as the report shows it, never with its writer.
    expect(all).not.toContain(world.peer.email);
  });

  it('gives a rater what they answered about others as theirs, and the coach the notes they wrote', async () => {
    const peer = await activate(t, world.peer.email);
    const { json } = await zipOf(await send(t, peer, 'GET', '/api/privacy/my-data/'));
    const answers = json('answers.json');
    expect(answers.map((a: { ratee: string }) => a.ratee).sort()).toEqual([world.ana.name, world.ben.name].sort());
    expect(answers[0].comments).toEqual([{ competency: 'Coaching', text: 'Listens well and asks good questions.', language: 'en' }]);
    expect(json('reports.json')).toEqual([]);
    const cora = (await zipOf(await send(t, world.cora.session, 'GET', '/api/privacy/my-data/'))).json('coaching.json');
    expect(cora.as_coach.map((e: { id: number }) => e.id)).toContain(world.engagements.internal);
    const coached = cora.as_coach.find((e: { id: number }) => e.id === world.engagements.internal);
    expect(coached.notes_written.map((n: { body: string }) => n.body)).toEqual(['Agreed on a first step.']);
    expect(JSON.stringify(cora)).not.toContain('I want to listen more.');
  });

  it('records every export in the audit log, by HR and by the person', async () => {
    await zipOf(await send(t, world.hr, 'GET', employeeData(world.ben.employeeId)));
    expect(await lastEntry(t, world.hr, 'person.export')).toMatchObject({ entity: 'employee', entity_id: String(world.ben.employeeId) });
    await zipOf(await send(t, world.ben.session, 'GET', '/api/privacy/my-data/'));
    expect(await lastEntry(t, world.hr, 'person.export.self')).toMatchObject({ entity: 'employee', entity_id: String(world.ben.employeeId) });
  });

  it('answers 404 to another company’s admin and for an employee that does not exist, 403 to an employee without the workforce area', async () => {
    expect((await send(t, other, 'GET', employeeData(world.ana.employeeId))).statusCode).toBe(404);
    expect((await send(t, world.hr, 'GET', employeeData(2147483647))).statusCode).toBe(404);
    expect((await send(t, world.ben.session, 'GET', employeeData(world.ana.employeeId))).statusCode).toBe(403);
    expect((await send(t, null, 'GET', '/api/privacy/my-data/')).statusCode).toBe(401);
  });

  it('gives an admin without an employee record their account and audit entries, the rest empty', async () => {
    const { json } = await zipOf(await send(t, other, 'GET', '/api/privacy/my-data/'));
    expect(json('profile.json')).toMatchObject({ account: { email: other.email }, employee: null });
    expect(json('answers.json')).toEqual([]);
  });
});
