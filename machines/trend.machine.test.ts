import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Trend } from '../schemas/feedback-trends';
import { trendMachine } from './trend.machine';
import { competenciesIn, seriesOf } from './trend-lines';

const trend: Trend = { surveys: [{ id: 1, title: 'A', closed_on: '2026-01-31', ratees: 1, series: 1 }], overall: [50], competencies: [] };

const at = (id: number, closed_on: string, series = id) => ({ id, title: `S${id}`, closed_on, ratees: 5, series });
const competency = (id: number, percents: (number | null)[]) => ({ competency_id: id, title: `C${id}`, percents });
/**
 * Five series: 1 (surveys 1, 6 and 9), 2, 3, 4 and 5 (one survey each). Series 4 closed last, then 1 (survey 9), then 5.
 * In series 1, C10 moves 30, C11 5, C12 20, C13 10; C14 has one figure in it (its other is in series 2).
 */
const many: Trend = {
  surveys: [
    at(1, '2024-01-10', 1),
    at(2, '2024-03-01'),
    at(3, '2024-05-01'),
    at(6, '2025-01-10', 1),
    at(5, '2025-06-01'),
    at(9, '2026-01-10', 1),
    at(4, '2026-02-01'),
  ],
  overall: [50, 60, 55, 52, 70, 58, 66],
  competencies: [
    competency(10, [40, null, null, 55, null, 70, null]),
    competency(11, [50, null, null, 52, null, 55, null]),
    competency(12, [30, null, null, null, null, 50, null]),
    competency(13, [60, null, null, 65, null, 70, null]),
    competency(14, [null, 40, null, 45, null, null, null]),
  ],
};
const loaded = async (input: { bySeries?: boolean }, t: Trend = many) => {
  const actor = createActor(trendMachine.provide({ actors: { loadTrend: fromPromise(async () => t) } }), { input }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  return actor;
};

describe('trend machine', () => {
  it('loads the trend', async () => {
    const actor = createActor(trendMachine.provide({ actors: { loadTrend: fromPromise(async () => trend) } }), { input: {} }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.trend).toEqual(trend);
  });

  it('fails with the reason, clears it, and retries', async () => {
    let calls = 0;
    const actor = createActor(
      trendMachine.provide({
        actors: {
          loadTrend: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw Object.assign(new Error('down'), { status: 500 });
            return trend;
          }),
        },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(2);
  });
});

describe('which lines a trend shows', () => {
  it('groups the surveys into series, the one that closed last first, each named by its latest survey', () => {
    expect(seriesOf(many).map((s) => [s.id, s.title, s.indexes])).toEqual([
      [4, 'S4', [6]],
      [1, 'S9', [0, 3, 5]],
      [5, 'S5', [4]],
      [3, 'S3', [2]],
      [2, 'S2', [1]],
    ]);
  });

  it('the company trend starts with the 3 latest series drawn, and the competencies of the latest that moved most', async () => {
    const actor = await loaded({ bySeries: true });
    // Series 4 has one survey: no competency has two figures in it.
    expect(actor.getSnapshot().context).toMatchObject({ shownSeries: [4, 1, 5], focus: 4, shownCompetencies: [] });
    actor.send({ type: 'series.focus', series: 1 });
    // C10 (30), C12 (20), C13 (10); C11 moved least; C14 has one figure in series 1 and is not offered.
    expect(actor.getSnapshot().context).toMatchObject({ focus: 1, shownCompetencies: [10, 12, 13] });
    expect(competenciesIn(many, seriesOf(many)[1]!.indexes).map((c) => c.competency_id)).toEqual([10, 11, 12, 13]);
  });

  it('lines are picked and unpicked; a series the trend does not have changes nothing', async () => {
    const actor = await loaded({ bySeries: true });
    actor.send({ type: 'series.toggle', series: 5 });
    actor.send({ type: 'series.toggle', series: 2 });
    expect(actor.getSnapshot().context.shownSeries).toEqual([4, 1, 2]);
    actor.send({ type: 'series.toggle', series: 77 });
    actor.send({ type: 'series.focus', series: 77 });
    expect(actor.getSnapshot().context).toMatchObject({ shownSeries: [4, 1, 2], focus: 4 });
    actor.send({ type: 'series.focus', series: 1 });
    actor.send({ type: 'competency.toggle', competency: 12 });
    actor.send({ type: 'competency.toggle', competency: 11 });
    expect(actor.getSnapshot().context.shownCompetencies).toEqual([10, 13, 11]);
  });

  it("a person's trend is one line over all their surveys: no series picked, the competencies that moved most across all", async () => {
    const actor = await loaded({});
    // Across every survey C10 moved 30, C12 20, C13 10, C14 5, C11 5.
    expect(actor.getSnapshot().context).toMatchObject({ shownSeries: [], focus: null, shownCompetencies: [10, 12, 13] });
  });

  it('a new answer after a retry picks afresh', async () => {
    let calls = 0;
    const actor = createActor(
      trendMachine.provide({
        actors: {
          loadTrend: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('down');
            return many;
          }),
        },
      }),
      { input: { bySeries: true } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.shownSeries).toEqual([]);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.shownSeries).toEqual([4, 1, 5]);
  });
});
