import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SendEmail } from '../schemas/survey';
import { detailFailure, fieldFailure } from './failure';
import { surveyWizardMachine, type WizardEvent } from './survey-wizard.machine';
import { demoAssignments, demoChoices, demoSurvey } from './survey-wizard/demo-company.fixtures';
import type { SaveRequest } from './survey-wizard/survey-draft';

type Call = 'load' | 'save' | 'send';

/** A fake server: `fail` makes the next call of a kind throw; `hold` keeps saves waiting. */
function fakeServer({ anySubmitted = false, isDraft = false, resultsOpenedAt = null as string | null } = {}) {
  const fail: Partial<Record<Call, unknown>> = {};
  const calls = { load: [] as (number | null)[], saves: [] as SaveRequest[], sends: [] as SendEmail[] };
  const check = (kind: Call) => {
    const error = fail[kind];
    delete fail[kind];
    if (error) throw error;
  };
  const machine = surveyWizardMachine.provide({
    actors: {
      loadWizard: fromPromise(async ({ input }) => {
        calls.load.push(input.surveyId);
        check('load');
        const survey = input.surveyId
          ? demoSurvey({ is_draft: isDraft, locked: anySubmitted, results_opened_at: resultsOpenedAt, ...(resultsOpenedAt && { status: 'closed' }) })
          : null;
        return { choices: demoChoices, survey, assignments: survey ? demoAssignments(anySubmitted) : [], anySubmitted };
      }),
      saveSurvey: fromPromise(async ({ input }) => {
        calls.saves.push(structuredClone(input));
        check('save');
        const id = input.method === 'POST' ? 77 : input.body.survey.id;
        return { id, Result: { survey: demoSurvey({ id }) } };
      }),
      sendInvitations: fromPromise(async ({ input }) => {
        calls.sends.push(input);
        check('send');
        return { detail: 'Invitations sent.', sent: 4 };
      }),
    },
  });
  return { machine, fail, calls };
}

type Server = ReturnType<typeof fakeServer>;
const start = async (server: Server, surveyId: number | null = null) => {
  const actor = createActor(server.machine, { input: { surveyId } }).start();
  await waitFor(actor, (s) => s.matches('editing'));
  return actor;
};
type Wizard = Awaited<ReturnType<typeof start>>;
const step = (actor: Wizard) => {
  const value = actor.getSnapshot().value;
  return typeof value === 'object' && 'editing' in value ? (value.editing as { step: string }).step : null;
};
const send = (actor: Wizard, ...events: WizardEvent[]) => events.forEach((e) => actor.send(e));

const details = { title: 'Mid-year 360', start_date: '2026-01-05', end_date: '2026-01-30', anonymity_threshold: 3 };
/** Details → audience (Tom, Kenji) → Communication and Coaching → self and manager for both → review. */
function fillToReview(actor: Wizard) {
  send(
    actor,
    { type: 'details.change', details },
    { type: 'next' },
    { type: 'ratees.pick', ids: [2, 7], picked: true },
    { type: 'next' },
    { type: 'competency.pick', ids: [1, 4], picked: true },
    { type: 'next' },
    { type: 'raters.bulk', relationship: 'self' },
    { type: 'raters.bulk', relationship: 'manager' },
    { type: 'next' },
  );
}

describe('survey wizard: loading', () => {
  it('loads the choices (busy), fetches no survey when creating, and opens at details', async () => {
    const server = fakeServer();
    const actor = createActor(server.machine, { input: {} }).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(step(actor)).toBe('details');
    expect(server.calls.load).toEqual([null]);
    expect(actor.getSnapshot().context.choices.employees).toHaveLength(12);
  });

  it('fails to load, keeps why, and retries', async () => {
    const server = fakeServer();
    server.fail.load = { kind: 'network', message: 'Network Error' };
    const actor = createActor(server.machine, { input: {} }).start();
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context.loadError).toEqual({ kind: 'network', message: 'Network Error' });
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.loadError).toBeNull();
  });

  it('fails loudly when the effects were not provided', async () => {
    const actor = createActor(surveyWizardMachine, { input: {} }).start();
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context.loadError?.message).toMatch(/not provided/);
  });
});

describe('survey wizard: steps and their checks', () => {
  it('details: Next needs the schema satisfied and the end not before the start', async () => {
    const actor = await start(fakeServer());
    actor.send({ type: 'next' });
    expect(step(actor)).toBe('details');
    expect(actor.getSnapshot().context.attempted).toBe('details');
    send(actor, { type: 'details.change', details: { ...details, end_date: '2026-01-01' } }, { type: 'next' });
    expect(step(actor)).toBe('details');
    send(actor, { type: 'details.change', details }, { type: 'next' });
    expect(step(actor)).toBe('audience');
    expect(actor.getSnapshot().context.attempted).toBeNull();
  });

  it('audience: Individual needs a ratee; Position/Group needs a choice somebody matches', async () => {
    const actor = await start(fakeServer());
    send(actor, { type: 'details.change', details }, { type: 'next' }, { type: 'next' });
    expect(step(actor)).toBe('audience');
    expect(actor.getSnapshot().context.attempted).toBe('audience');
    send(
      actor,
      { type: 'audience.choose', audience: 'Position/Group' },
      { type: 'position.change', position: { designation: 5, department: 3, group: null } },
      { type: 'next' },
    );
    expect(step(actor)).toBe('audience');
    send(actor, { type: 'position.change', position: { designation: 3, department: 3, group: null } }, { type: 'next' });
    expect(step(actor)).toBe('competencies');
  });

  it('competencies: at least one, with the defaults and values kept within 0–100', async () => {
    const actor = await start(fakeServer());
    send(actor, { type: 'details.change', details }, { type: 'next' }, { type: 'ratees.pick', ids: [2], picked: true }, { type: 'next' }, { type: 'next' });
    expect(step(actor)).toBe('competencies');
    send(
      actor,
      { type: 'competency.pick', ids: [4], picked: true },
      { type: 'competency.change', competency: 4, weight: 140 },
      { type: 'typeValue.change', competencyType: 2, value: -5 },
    );
    const { data } = actor.getSnapshot().context;
    expect(data.competencies).toEqual([{ competency: 4, weight: 100, expected_level: 'basic' }]);
    expect(data.typeValues).toEqual({ 2: 0 });
    actor.send({ type: 'next' });
    expect(step(actor)).toBe('raters');
  });

  it('raters: every ratee needs a rater; a rater is listed once per ratee', async () => {
    const actor = await start(fakeServer());
    send(
      actor,
      { type: 'details.change', details },
      { type: 'next' },
      { type: 'ratees.pick', ids: [2, 7], picked: true },
      { type: 'next' },
      { type: 'competency.pick', ids: [1], picked: true },
      { type: 'next' },
      { type: 'rater.add', ratee: 2, rater: 5 },
      { type: 'next' },
    );
    expect(step(actor)).toBe('raters');
    send(actor, { type: 'rater.add', ratee: 7, rater: 9, relationship: 'other' }, { type: 'rater.add', ratee: 7, rater: 9 }, { type: 'next' });
    expect(actor.getSnapshot().context.data.raters).toEqual({ 2: [{ rater: 5, relationship: 'direct_report' }], 7: [{ rater: 9, relationship: 'other' }] });
    expect(step(actor)).toBe('review');
  });

  it('back and next lose nothing; goTo reaches only steps whose earlier steps are complete', async () => {
    const actor = await start(fakeServer());
    fillToReview(actor);
    const before = actor.getSnapshot().context.data;
    send(actor, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' });
    expect(step(actor)).toBe('details');
    send(actor, { type: 'goTo', step: 'review' });
    expect(step(actor)).toBe('review');
    expect(actor.getSnapshot().context.data).toEqual(before);
    send(actor, { type: 'goTo', step: 'audience' }, { type: 'audience.choose', audience: 'Position/Group' }, { type: 'goTo', step: 'raters' });
    expect(step(actor)).toBe('audience');
    send(actor, { type: 'audience.choose', audience: 'Individual' }, { type: 'goTo', step: 'raters' });
    expect(step(actor)).toBe('raters');
    expect(actor.getSnapshot().context.data).toEqual(before);
  });
});

describe('survey wizard: submit and invitations', () => {
  it('creates the survey, then mails every rater with {survey_id}, then is done', async () => {
    const server = fakeServer();
    const actor = await start(server);
    fillToReview(actor);
    const sent = vi.fn();
    actor.on('sent', sent);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(server.calls.saves).toEqual([
      {
        method: 'POST',
        body: {
          survey: {
            ...details,
            description: '',
            audience: 'Individual',
            is_draft: false,
            type_values: [
              { type: 1, value: 50 },
              { type: 2, value: 50 },
            ],
            competencies: [
              { competency: 1, weight: 25, expected_level: 'basic' },
              { competency: 4, weight: 25, expected_level: 'basic' },
            ],
          },
          position: null,
          survey_assign: [
            { ratee: 2, rater: 2, relationship: 'self' },
            { ratee: 2, rater: 1, relationship: 'manager' },
            { ratee: 7, rater: 7, relationship: 'self' },
            { ratee: 7, rater: 3, relationship: 'manager' },
          ],
        },
      },
    ]);
    expect(server.calls.sends).toEqual([{ survey_id: 77 }]);
    expect(done.context.mailed).toEqual({ detail: 'Invitations sent.', sent: 4 });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('a refused save keeps everything, shows the step the field is on, and a retry saves', async () => {
    const server = fakeServer();
    const actor = await start(server);
    fillToReview(actor);
    const data = actor.getSnapshot().context.data;
    server.fail.save = fieldFailure({ 'survey.end_date': ['The end date cannot be before the start date.'] });
    actor.send({ type: 'submit' });
    const failed = await waitFor(actor, (s) => s.matches('submitFailed'));
    expect(failed.context.data).toEqual(data);
    expect(failed.context.submitError?.fieldErrors).toHaveProperty(['survey.end_date']);
    actor.send({ type: 'edit' });
    expect(step(actor)).toBe('details');
    expect(actor.getSnapshot().context.submitError).not.toBeNull();
    send(actor, { type: 'goTo', step: 'review' }, { type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(server.calls.saves).toHaveLength(2);
  });

  it('retry from the refusal saves again; clearErrors returns to the step without the error', async () => {
    const server = fakeServer();
    const actor = await start(server);
    fillToReview(actor);
    server.fail.save = fieldFailure({ survey_assign: ['Kenji Tanaka is listed twice for Tom Becker.'] });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    actor.send({ type: 'clearErrors' });
    expect(step(actor)).toBe('raters');
    expect(actor.getSnapshot().context.submitError).toBeNull();
    server.fail.save = { kind: 'timeout', message: 'timeout exceeded' };
    send(actor, { type: 'next' }, { type: 'submit' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(server.calls.saves).toHaveLength(3);
  });

  it('a failed send says so and retries only the mail, not the save', async () => {
    const server = fakeServer();
    const actor = await start(server);
    fillToReview(actor);
    server.fail.send = detailFailure(503, 'Mail is unavailable.');
    actor.send({ type: 'submit' });
    const failed = await waitFor(actor, (s) => s.matches('sendFailed'));
    expect(failed.context.sendError?.detail).toBe('Mail is unavailable.');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(server.calls.saves).toHaveLength(1);
    expect(server.calls.sends).toEqual([{ survey_id: 77 }, { survey_id: 77 }]);
  });
});

describe('survey wizard: drafts', () => {
  it('saves once details are valid: first POST, then PATCH of the same id; publishing sends {survey_update_id}', async () => {
    const server = fakeServer();
    const actor = await start(server);
    actor.send({ type: 'saveDraft' });
    expect(server.calls.saves).toHaveLength(0);
    send(actor, { type: 'details.change', details }, { type: 'next' }, { type: 'saveDraft' });
    expect(actor.getSnapshot().matches({ editing: { draft: 'savingDraft' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ editing: { draft: 'idle' } }));
    expect(step(actor)).toBe('audience');
    expect(actor.getSnapshot().context).toMatchObject({ surveyId: 77, draftSaved: true });
    expect(server.calls.saves[0]).toMatchObject({ method: 'POST', body: { survey: { is_draft: true, competencies: [] }, survey_assign: [] } });
    actor.send({ type: 'ratees.pick', ids: [2], picked: true });
    expect(actor.getSnapshot().context.draftSaved).toBe(false);
    actor.send({ type: 'saveDraft' });
    await waitFor(actor, (s) => s.context.draftSaved);
    expect(server.calls.saves[1]).toMatchObject({ method: 'PATCH', body: { survey: { id: 77, is_draft: true } } });
    fillToReview(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(server.calls.saves[2]).toMatchObject({ method: 'PATCH', body: { survey: { id: 77, is_draft: false } } });
    expect(server.calls.sends).toEqual([{ survey_update_id: 77 }]);
  });

  it('a failed draft save keeps everything where it was; clearErrors dismisses, retry saves', async () => {
    const server = fakeServer();
    const actor = await start(server);
    send(actor, { type: 'details.change', details }, { type: 'next' }, { type: 'ratees.pick', ids: [2], picked: true });
    server.fail.save = { kind: 'network', message: 'Network Error' };
    actor.send({ type: 'saveDraft' });
    const failed = await waitFor(actor, (s) => s.matches({ editing: { draft: 'draftFailed' } }));
    expect(failed.context.draftError?.kind).toBe('network');
    expect(failed.context.data.ratees).toEqual([2]);
    expect(step(actor)).toBe('audience');
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches({ editing: { draft: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.draftError).toBeNull();
    server.fail.save = { kind: 'network', message: 'Network Error' };
    actor.send({ type: 'saveDraft' });
    await waitFor(actor, (s) => s.matches({ editing: { draft: 'draftFailed' } }));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.context.draftSaved);
    expect(server.calls.saves).toHaveLength(3);
  });

  it('cannot submit while a draft is being saved', async () => {
    const server = fakeServer();
    const actor = await start(server);
    fillToReview(actor);
    send(actor, { type: 'saveDraft' }, { type: 'submit' });
    expect(step(actor)).toBe('review');
    await waitFor(actor, (s) => s.context.draftSaved);
  });
});

describe('survey wizard: editing a survey', () => {
  it('loads the survey, its assignments and whether answers exist, into the steps', async () => {
    const server = fakeServer();
    const actor = await start(server, 41);
    expect(server.calls.load).toEqual([41]);
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ surveyId: 41, published: true, locked: false });
    expect(context.data.ratees).toEqual([2, 7]);
    expect(context.data.raters[7]).toEqual([
      { rater: 7, relationship: 'self' },
      { rater: 3, relationship: 'manager' },
    ]);
    expect(context.data.typeValues).toEqual({ 1: 60, 2: 40 });
    actor.send({ type: 'goTo', step: 'review' });
    expect(step(actor)).toBe('review');
  });

  it('saves the whole survey and assignment list with PATCH and mails the added raters', async () => {
    const server = fakeServer();
    const actor = await start(server, 41);
    send(actor, { type: 'saveDraft' });
    expect(actor.getSnapshot().matches({ editing: { draft: 'idle' } })).toBe(true);
    send(actor, { type: 'rater.add', ratee: 2, rater: 5 }, { type: 'goTo', step: 'review' }, { type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));
    const save = server.calls.saves[0]!;
    expect(save.method).toBe('PATCH');
    expect(save.body.survey).toMatchObject({
      id: 41,
      is_draft: false,
      type_values: [
        { type: 1, value: 60 },
        { type: 2, value: 40 },
      ],
    });
    expect(save.body.survey_assign).toHaveLength(5);
    expect(server.calls.sends).toEqual([{ survey_update_id: 41 }]);
  });

  it('locked once answers exist: competency changes are ignored, raters can still be added', async () => {
    const server = fakeServer({ anySubmitted: true });
    const actor = await start(server, 41);
    expect(actor.getSnapshot().context.locked).toBe(true);
    send(
      actor,
      { type: 'competency.pick', ids: [2], picked: true },
      { type: 'competency.change', competency: 1, weight: 90 },
      { type: 'typeValue.change', competencyType: 1, value: 10 },
      { type: 'rater.add', ratee: 7, rater: 8 },
    );
    const { data } = actor.getSnapshot().context;
    expect(data.competencies).toEqual(demoSurvey().competencies);
    expect(data.typeValues).toEqual({ 1: 60, 2: 40 });
    expect(data.raters[7]).toContainEqual({ rater: 8, relationship: 'peer' });
  });

  it('locked: the threshold stays, and a submitted rater keeps their ratee and relationship', async () => {
    const server = fakeServer({ anySubmitted: true });
    const actor = await start(server, 41);
    const { data: loaded, submitted } = actor.getSnapshot().context;
    expect(submitted).toEqual({ 2: [{ rater: 2, relationship: 'self' }] });
    send(
      actor,
      { type: 'details.change', details: { ...loaded.details, anonymity_threshold: 7, end_date: '2026-02-13' } },
      { type: 'rater.remove', ratee: 2, rater: 2 },
      { type: 'audience.choose', audience: 'Position/Group' },
      { type: 'ratees.pick', ids: [2, 7], picked: false },
    );
    const { data } = actor.getSnapshot().context;
    expect(data.details).toMatchObject({ anonymity_threshold: 3, end_date: '2026-02-13' });
    expect(data.audience).toBe('Individual');
    expect(data.ratees).toEqual([2]);
    expect(data.raters[2]).toContainEqual({ rater: 2, relationship: 'self' });
    send(actor, { type: 'ratees.pick', ids: [7], picked: true }, { type: 'raters.clear' }, { type: 'raters.bulk', relationship: 'self' });
    expect(actor.getSnapshot().context.data.raters).toEqual({ 2: [{ rater: 2, relationship: 'self' }], 7: [{ rater: 7, relationship: 'self' }] });
    send(actor, { type: 'goTo', step: 'review' }, { type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(server.calls.saves[0]!.body.survey.anonymity_threshold).toBe(3);
    expect(server.calls.saves[0]!.body.survey_assign).toContainEqual({ ratee: 2, rater: 2, relationship: 'self' });
  });

  it('results opened: closed for good, only the title and description change', async () => {
    const server = fakeServer({ anySubmitted: true, resultsOpenedAt: '2026-02-02T08:00:00Z' });
    const actor = await start(server, 41);
    const { data: loaded } = actor.getSnapshot().context;
    expect(actor.getSnapshot().context.resultsOpenedAt).toBe('2026-02-02T08:00:00Z');
    send(
      actor,
      { type: 'details.change', details: { ...loaded.details, title: 'Mid-year 360 (final)', start_date: '2026-02-01', end_date: '2026-02-28' } },
      { type: 'rater.add', ratee: 7, rater: 8 },
      { type: 'raters.bulk', relationship: 'peer' },
      { type: 'rater.remove', ratee: 7, rater: 3 },
      { type: 'ratees.pick', ids: [9], picked: true },
      { type: 'competency.pick', ids: [2], picked: true },
    );
    const { data } = actor.getSnapshot().context;
    expect(data.details).toEqual({ ...loaded.details, title: 'Mid-year 360 (final)' });
    expect(data.raters).toEqual(loaded.raters);
    expect(data.ratees).toEqual(loaded.ratees);
    expect(data.competencies).toEqual(loaded.competencies);
    // Saved without mailing anybody: nobody can have been added.
    send(actor, { type: 'goTo', step: 'review' }, { type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(server.calls.saves[0]!.body.survey).toMatchObject({ title: 'Mid-year 360 (final)', start_date: '2026-01-05', end_date: '2026-01-30' });
    expect(server.calls.sends).toEqual([]);
  });

  it('a draft resumed can be saved as a draft again (PATCH) and published', async () => {
    const server = fakeServer({ isDraft: true });
    const actor = await start(server, 41);
    actor.send({ type: 'saveDraft' });
    await waitFor(actor, (s) => s.context.draftSaved);
    expect(server.calls.saves[0]).toMatchObject({ method: 'PATCH', body: { survey: { id: 41, is_draft: true } } });
  });
});

describe('survey wizard: clearErrors', () => {
  it('while editing, dismisses a refusal still shown at the fields', async () => {
    const server = fakeServer();
    const actor = await start(server);
    fillToReview(actor);
    server.fail.save = fieldFailure({ title: ['A survey with this title already exists.'] });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    actor.send({ type: 'edit' });
    expect(step(actor)).toBe('details');
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.submitError).toBeNull();
    expect(step(actor)).toBe('details');
  });
});
