import type { CommentInsightsInput } from '../../schemas/comment-insights';
import { analyseComments } from '../../server/feedback/rules/insights/analyse-comments';
import { competencies, fixtureInput, labelledComments } from '../../tests/unit/insights/comments.fixtures';
import { FLOORS, scoreFixture } from '../../tests/unit/insights/fixture-score';
import type { BenchCase, Figure } from '../lib/types';

const area = 'insights';
const RATEES = 1000;
const PER_RATEE = 10;
const BUDGET_SECONDS = 60;

/** A small seeded generator (mulberry32), so every run analyses the same comments. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OPENINGS = ['', '', 'Honestly, ', 'In my view, ', 'This year: ', 'As before, '];
const ENDINGS = ['', '', ' Thanks.', ' That is my main point.', ' Keep going.', ' (seen in several projects)'];

/** The survey's comments: the fixture's, each with an opening and ending picked at random, grouped by ratee. */
function surveyComments(): CommentInsightsInput['comments'][] {
  const next = random(40);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  let id = 0;
  return Array.from({ length: RATEES }, () =>
    Array.from({ length: PER_RATEE }, () => {
      const c = pick(labelledComments);
      const opening = pick(OPENINGS);
      const text = `${opening}${opening ? c.text[0]!.toLowerCase() + c.text.slice(1) : c.text}${pick(ENDINGS)}`;
      return { id: ++id, text, competencyId: c.competencyId ?? null };
    }),
  );
}

/**
 * Issue 40's figures for comment insights: precision, recall and polarity on the labelled fixture, and the time
 * the background job would take for a closed 1,000-ratee survey with 10,000 comments (one call per ratee, one over
 * the survey), in this process on one core.
 */
export const insights: BenchCase = {
  name: area,
  async run() {
    const score = scoreFixture(analyseComments(fixtureInput()), labelledComments);
    const round = (n: number) => Math.round(n * 1000) / 1000;
    const groups = surveyComments();
    const started = performance.now();
    const cpu = process.cpuUsage();
    let themes = 0;
    for (const comments of groups) themes += analyseComments({ language: 'en', competencies, comments }).themes.length;
    const perRatee = performance.now() - started;
    const survey = analyseComments({ language: 'en', competencies, comments: groups.flat() });
    const total = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    console.log(`insights: ${themes} ratee themes; the survey's: ${survey.themes.map((t) => `${t.label} (${t.commentIds.length})`).join(', ')}`);
    const figures: Figure[] = [
      { area, figure: 'fixture: precision of competency themes', value: round(score.precision), unit: '', budget: FLOORS.precision, atLeast: true },
      { area, figure: 'fixture: recall of competency themes', value: round(score.recall), unit: '', budget: FLOORS.recall, atLeast: true },
      { area, figure: 'fixture: sentiment polarity accuracy (wink-nlp)', value: round(score.polarity), unit: '', budget: FLOORS.polarity, atLeast: true },
      { area, figure: `${RATEES} ratees × ${PER_RATEE} comments, one call per ratee`, value: Math.round(perRatee), unit: 'ms' },
      {
        area,
        figure: `${RATEES * PER_RATEE} comments: per ratee and over the survey`,
        value: Math.round(total * 10) / 10,
        unit: 's',
        budget: BUDGET_SECONDS,
      },
      // CPU time too: on a machine shared with other work the wall time says more about the neighbours.
      { area, figure: `${RATEES * PER_RATEE} comments: CPU time of the above`, value: Math.round((user + system) / 1e5) / 10, unit: 's' },
    ];
    return figures;
  },
};
