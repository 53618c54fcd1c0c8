import { fromPromise } from 'xstate';
import type { Failure } from '../../../../machines/failure';
import type { RaterQuality } from '../../../../schemas/rater-quality';
import { never } from '../../../testing/app-fakes.fixtures';
import { raterQualityMachine } from './analytics-flows';

/** A closed survey's signals as the server would answer: peers lenient, the direct reports too few to show (withheld). */
export function raterQualityFor(survey: number, title = 'Leadership 360 · Q4'): RaterQuality {
  return {
    survey: { id: survey, title },
    straight_lined: { sheets: 14, of: 188, min_statements: 3, says: '14 of 188 sheets gave one and the same value to every statement they scored.' },
    company: { mean: 2.71, sd: 0.48, raters: 512, surveys: 3 },
    cuts: { leniency_z: 0.5, agreement_high_below: 0.5, agreement_low_from: 1 },
    groups: [
      {
        group: 'self',
        withheld: false,
        raters: 24,
        ratees: 24,
        mean: 3.05,
        leniency: { difference: 0.34, z: 0.71, reading: 'lenient', says: "Lenient: 0.34 points above the company's average (0.71 standard deviations)." },
        agreement: { sd: null, ratees: 0, reading: null, says: 'No ratee has two or more raters in this group: nothing to compare.' },
      },
      {
        group: 'manager',
        withheld: false,
        raters: 24,
        ratees: 24,
        mean: 2.48,
        leniency: {
          difference: -0.23,
          z: -0.48,
          reading: 'in_line',
          says: 'In line with the company: 0.23 points below its average, within 0.5 standard deviations.',
        },
        agreement: { sd: null, ratees: 0, reading: null, says: 'No ratee has two or more raters in this group: nothing to compare.' },
      },
      {
        group: 'peer',
        withheld: false,
        raters: 96,
        ratees: 22,
        mean: 2.93,
        leniency: {
          difference: 0.22,
          z: 0.46,
          reading: 'in_line',
          says: 'In line with the company: 0.22 points above its average, within 0.5 standard deviations.',
        },
        agreement: {
          sd: 0.62,
          ratees: 22,
          reading: 'moderate',
          says: "Moderate agreement: a ratee's raters in this group are 0.62 points apart on average (22 ratees).",
        },
      },
      {
        group: 'direct_report',
        withheld: true,
        raters: 0,
        ratees: 0,
        mean: null,
        leniency: null,
        agreement: { sd: null, ratees: 0, reading: null, says: 'Withheld: no report shows this group, so it has no figure here either.' },
      },
    ],
  };
}

/** The card's flow answering from memory: `loading` never answers, `fail` fails every time. */
export function fakeRaterQuality({ loading, fail }: { loading?: boolean; fail?: Failure } = {}) {
  return raterQualityMachine.provide({
    actors: {
      request: fromPromise(async ({ input }) => {
        if (fail) throw fail;
        if (loading) return never<RaterQuality>();
        return raterQualityFor(input);
      }),
    },
  });
}
