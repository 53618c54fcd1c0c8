import { i18n } from '../../../i18n';
import { fullDay } from '../../../i18n/format';
import { percent } from '../../../lib/percent';

/** Line colours that keep 3:1 against the panel in light and dark appearance. */
const COLOURS = [
  'var(--accent-10)',
  'var(--orange-10)',
  'var(--grass-10)',
  'var(--crimson-10)',
  'var(--cyan-10)',
  'var(--purple-10)',
  'var(--brown-10)',
  'var(--gray-11)',
];
export const colourOf = (index: number) => COLOURS[index % COLOURS.length]!;

/** One line: its figures aligned with `trend.surveys`, and its colour's index (kept whichever lines are shown). */
export interface TrendLine {
  key: string;
  title: string;
  percents: readonly (number | null | undefined)[];
  colour: number;
}

/** A point of a line, read out: a survey the line has no figure in says so in words. */
export const pct = (p: number | null) => percent(p, i18n.t('feedback:trend.noFigure'));
export const timeOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
export const dayOfTime = (t: number) => fullDay(new Date(t).toISOString().slice(0, 10));
