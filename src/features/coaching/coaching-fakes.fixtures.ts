import { fromPromise } from 'xstate';
import { coachingAskMachine } from '../../../machines/coaching-ask.machine';
import { coachingEngagementMachine, type EngagementChange } from '../../../machines/coaching-engagement.machine';
import { coachingGuideMachine } from '../../../machines/coaching-guide.machine';
import { coachLinkMachine, myCoachingMachine, type MyCoachingLists } from '../../../machines/coaching-list.machine';
import { detailFailure, type Failure } from '../../../machines/failure';
import type { CoachHome, CoachProposals, ConversationGuide, Engagement, EngagementSummary } from '../../../schemas/coaching';
import { never } from '../../testing/app-fakes.fixtures';
import { COACH_TOKEN, jonasHome } from './coaching.fixtures';

/** A read that answers `T`, never answers, fails for good, or fails once and then answers. */
export type FakeRead<T> = T | 'loading' | { fail: Failure } | { failOnceWith: Failure; then: T };

export const offline: Failure = { kind: 'network', message: 'Network Error' };
export const linkInvalid = detailFailure(404, 'Not found.');
export const consentWithdrawn = detailFailure(403, 'Your coachee has withdrawn their consent: you no longer see their material.');

function reader<T>(read: FakeRead<T>) {
  let failed = false;
  return async (): Promise<T> => {
    if (read === 'loading') return never<T>();
    if (typeof read === 'object' && read !== null && 'fail' in read) throw read.fail;
    if (typeof read === 'object' && read !== null && 'failOnceWith' in read) {
      if (failed) return read.then;
      failed = true;
      throw read.failOnceWith;
    }
    return read as T;
  };
}

export function fakeAsk(read: FakeRead<CoachProposals>, answer: (request: { coach: number }) => Promise<EngagementSummary> | EngagementSummary) {
  return coachingAskMachine.provide({
    actors: {
      loadProposals: fromPromise(reader(read)),
      requestCoaching: fromPromise(async ({ input }) => answer(input)),
    },
  });
}

export const fakeMyCoaching = (read: FakeRead<MyCoachingLists>) => myCoachingMachine.provide({ actors: { loadList: fromPromise(reader(read)) } });
export const fakeCoachLink = (read: FakeRead<CoachHome>) => coachLinkMachine.provide({ actors: { loadList: fromPromise(reader(read)) } });
export const fakeGuide = (read: FakeRead<ConversationGuide>) => coachingGuideMachine.provide({ actors: { loadGuide: fromPromise(reader(read)) } });

/**
 * An engagement over an in-memory server: each change applied to the stored engagement (a consent of `none` by the
 * coachee keeps it theirs), or refused with `refuse` when given.
 */
export function fakeEngagement(read: FakeRead<Engagement>, opts: { refuse?: (change: EngagementChange) => Failure | undefined; home?: CoachHome } = {}) {
  let stored: Engagement | null = null;
  const load = reader(read);
  let nextId = 900;
  return coachingEngagementMachine.provide({
    actors: {
      loadEngagement: fromPromise(async () => (stored = await load())),
      applyChange: fromPromise(async ({ input: { change } }) => {
        const refusal = opts.refuse?.(change);
        if (refusal) throw refusal;
        const e = stored!;
        nextId += 1;
        const now = new Date().toISOString();
        if (change.kind === 'consent') stored = { ...e, scope: change.scope };
        else if (change.kind === 'schedule') stored = { ...e, sessions: [...e.sessions, { id: nextId, location: '', ...change.session, status: 'scheduled' }] };
        else if (change.kind === 'reschedule') stored = { ...e, sessions: e.sessions.map((s) => (s.id === change.id ? { ...s, ...change.session } : s)) };
        else if (change.kind === 'cancelSession') stored = { ...e, sessions: e.sessions.map((s) => (s.id === change.id ? { ...s, status: 'cancelled' } : s)) };
        else if (change.kind === 'note')
          stored = { ...e, notes: [...e.notes, { id: nextId, author: e.role, session: null, body: change.note.body, created_at: now }] };
        else if (change.kind === 'action')
          stored = {
            ...e,
            plan: [
              ...e.plan,
              {
                id: nextId,
                title: change.action.title,
                competency: e.competencies.find((c) => c.id === change.action.competency) ?? null,
                status: 'planned',
                due_date: change.action.due_date ?? null,
                notes: change.action.notes ?? '',
                coach: e.coach.name,
                from_coaching: true,
              },
            ],
          };
        else stored = { ...e, status: 'ended' };
        return stored;
      }),
      explainClosed: fromPromise(async ({ input }) => {
        const found = (opts.home ?? jonasHome).engagements.find((e) => e.id === input.id);
        return found ? { coachee: found.coachee.name, withdrawn: found.scope === 'none' } : null;
      }),
    },
  });
}

/** Downloads that do nothing (a story must not save files). */
export const noDownloads = async () => {};

export const engagementRoute = (id = 41) => ({
  route: { path: '/portrayal/coaching/engagements/:id', url: `/portrayal/coaching/engagements/${id}` },
  layout: 'padded',
});
export const coachEngagementRoute = (id = 41) => ({
  route: { path: '/coach/:token/engagements/:id', url: `/coach/${COACH_TOKEN}/engagements/${id}` },
  layout: 'fullscreen',
});
