import { fromPromise } from 'xstate';
import { reportMachine } from '../../../../machines/report.machine';
import { teamOverviewMachine } from '../../../../machines/team-overview.machine';
import { teamApi } from './team-api';

/** The manager's view of their direct reports (server/feedback/routes/team-routes.ts). */
export const liveTeamOverview = teamOverviewMachine.provide({
  actors: { fetchOverview: fromPromise(({ signal }) => teamApi.overview({ signal })) },
});

/** A direct report's released report. A manager releases and downloads nothing: those actors are never asked for. */
export const liveTeamReport = reportMachine.provide({
  actors: {
    fetchReport: fromPromise(({ input, signal }) => teamApi.report(input.surveyId, input.rateeId!, { signal })),
  },
});
