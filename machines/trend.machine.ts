import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Trend } from '../schemas/feedback-trends';
import { toFailure, type Failure } from './failure';
import { DEFAULT_LINES, defaultCompetencies, indexesOf, seriesOf, toggled } from './trend-lines';
import { loadStates } from './lib/load-states';
import { notProvided } from './lib/not-provided';

export interface TrendContext {
  trend: Trend | null;
  error: Failure | null;
  /** The company trend compares surveys within a series only; a person's trend is one line over all their surveys. */
  bySeries: boolean;
  /** The series drawn in the overall chart (the company trend): the latest few until someone picks. */
  shownSeries: number[];
  /** The series the competency chart follows (the company trend); null: every survey (a person's). */
  focus: number | null;
  /** The competencies drawn: those that moved most until someone picks. */
  shownCompetencies: number[];
}

export type TrendEvent =
  | { type: 'retry' }
  | { type: 'clearErrors' }
  /** Show or hide one series' line in the overall chart. */
  | { type: 'series.toggle'; series: number }
  /** Follow another series in the competency chart (its own competencies, the ones that moved most shown). */
  | { type: 'series.focus'; series: number }
  /** Show or hide one competency's line. */
  | { type: 'competency.toggle'; competency: number };

export type TrendStatus = 'loading' | 'ready' | 'failed';

/** Which lines a fresh trend shows: the latest series, and in the first of them (or all of a person's) the competencies that moved most. */
function picksFor(trend: Trend, bySeries: boolean) {
  const series = bySeries ? seriesOf(trend) : [];
  const focus = bySeries ? (series[0]?.id ?? null) : null;
  return {
    shownSeries: series.slice(0, DEFAULT_LINES).map((s) => s.id),
    focus,
    shownCompetencies: defaultCompetencies(trend, indexesOf(trend, focus)),
  };
}

/**
 * One trend (a person's or the company's): load it, show it, or say why not with a retry; then which lines show.
 * The loader is an actor, so pages pass the live call and stories a fake.
 */
export const trendMachine = setup({
  types: {} as { context: TrendContext; events: TrendEvent; input: { bySeries?: boolean } | undefined },
  actors: {
    loadTrend: fromPromise<Trend, void>(notProvided('trend', 'loadTrend')),
  },
  actions: {
    storeTrend: assign(({ context }, trend: Trend) => ({ trend, ...picksFor(trend, context.bySeries) })),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    toggleSeries: assign({ shownSeries: ({ context }, params: { series: number }) => toggled(context.shownSeries, params.series) }),
    focusSeries: assign(({ context }, params: { series: number }) => ({
      focus: params.series,
      shownCompetencies: context.trend ? defaultCompetencies(context.trend, indexesOf(context.trend, params.series)) : [],
    })),
    toggleCompetency: assign({
      shownCompetencies: ({ context }, params: { competency: number }) => toggled(context.shownCompetencies, params.competency),
    }),
  },
  guards: {
    isSeries: ({ context }, params: { series: number }) => context.trend !== null && context.trend.surveys.some((s) => s.series === params.series),
  },
}).createMachine({
  id: 'trend',
  initial: 'loading',
  context: ({ input }) => ({ trend: null, error: null, bySeries: input?.bySeries ?? false, shownSeries: [], focus: null, shownCompetencies: [] }),
  states: {
    ...loadStates('loadTrend', 'storeTrend'),
    ready: {
      on: {
        'series.toggle': {
          guard: { type: 'isSeries', params: ({ event }) => ({ series: event.series }) },
          actions: { type: 'toggleSeries', params: ({ event }) => ({ series: event.series }) },
        },
        'series.focus': {
          guard: { type: 'isSeries', params: ({ event }) => ({ series: event.series }) },
          actions: { type: 'focusSeries', params: ({ event }) => ({ series: event.series }) },
        },
        'competency.toggle': { actions: { type: 'toggleCompetency', params: ({ event }) => ({ competency: event.competency }) } },
      },
    },
  },
});

export type TrendMachine = typeof trendMachine;
export type TrendActor = ActorRefFrom<TrendMachine>;
export type TrendSnapshot = SnapshotFrom<TrendMachine>;
