import { fromPromise } from 'xstate';
import { coachingAskMachine } from '../../../machines/coaching-ask.machine';
import { coachingEngagementMachine, type EngagementChange } from '../../../machines/coaching-engagement.machine';
import { coachingGuideMachine } from '../../../machines/coaching-guide.machine';
import { coachLinkMachine, myCoachingMachine } from '../../../machines/coaching-list.machine';
import type { EngagementSummary } from '../../../schemas/coaching';
import { coachLinkApi, engagementApi, linkDoor, myCoachingApi, signedInDoor, type EngagementApi } from './coaching-api';

/** Asking for a coach, read from and sent to the API. */
export const liveCoachingAsk = coachingAskMachine.provide({
  actors: {
    loadProposals: fromPromise(({ input, signal }) => myCoachingApi.proposals(input.survey, input, { signal })),
    requestCoaching: fromPromise(({ input, signal }) => myCoachingApi.request(input, { signal })),
  },
});

/** My coaching: both lists at once (the second is empty for whoever coaches nobody). */
export const liveMyCoaching = myCoachingMachine.provide({
  actors: {
    loadList: fromPromise(async ({ signal }) => {
      const [mine, coachees] = await Promise.all([myCoachingApi.mine({ signal }), myCoachingApi.coachees({ signal })]);
      return { mine, coachees };
    }),
  },
});

export const liveCoachLink = coachLinkMachine.provide({
  actors: { loadList: fromPromise(({ input, signal }) => coachLinkApi.home(input.token!, { signal })) },
});

/** One write, then the engagement as it now stands. */
async function apply(calls: EngagementApi, id: number, change: EngagementChange) {
  if (change.kind === 'consent') await calls.consent(id, { scope: change.scope });
  else if (change.kind === 'schedule') await calls.schedule(id, change.session);
  else if (change.kind === 'reschedule') await calls.reschedule(id, change.id, change.session);
  else if (change.kind === 'cancelSession') await calls.cancelSession(id, change.id);
  else if (change.kind === 'note') await calls.note(id, change.note);
  else if (change.kind === 'action') await calls.action(id, change.action);
  else await calls.end(id);
  return calls.get(id);
}

/** Whose closed engagement it is, from the coach's own list. */
const explainFrom = (list: EngagementSummary[], id: number) => {
  const found = list.find((e) => e.id === id);
  return found ? { coachee: found.coachee.name, withdrawn: found.scope === 'none' } : null;
};

const engagementWith = (calls: EngagementApi, coachees: () => Promise<EngagementSummary[]>) =>
  coachingEngagementMachine.provide({
    actors: {
      loadEngagement: fromPromise(({ input, signal }) => calls.get(input.id, { signal })),
      applyChange: fromPromise(({ input }) => apply(calls, input.id, input.change)),
      explainClosed: fromPromise(async ({ input }) => explainFrom(await coachees(), input.id)),
    },
  });

export const liveEngagement = engagementWith(engagementApi(signedInDoor), () => myCoachingApi.coachees());
export const linkEngagement = (token: string) => engagementWith(engagementApi(linkDoor(token)), async () => (await coachLinkApi.home(token)).engagements);

const guideWith = (calls: EngagementApi) =>
  coachingGuideMachine.provide({ actors: { loadGuide: fromPromise(({ input, signal }) => calls.guide(input.id, { signal })) } });
export const liveGuide = guideWith(engagementApi(signedInDoor));
export const linkGuide = (token: string) => guideWith(engagementApi(linkDoor(token)));

/** The downloads of an engagement page (not a machine's: the browser saves the file). */
export const liveDownloads = engagementApi(signedInDoor).download;
export const linkDownloads = (token: string) => engagementApi(linkDoor(token)).download;
