import {
  AGREEMENT_CUTS,
  LENIENCY_CUT_Z,
  QUALITY_GROUPS,
  STRAIGHT_LINE_MIN_STATEMENTS,
  type AgreementReading,
  type GroupQuality,
  type LeniencyReading,
  type QualityGroup,
  type RaterQuality,
} from '../../../schemas/rater-quality';

/** What the queries (rater-quality.ts) hand over: only ratee-groups the reports show are in any figure. */
export interface QualityFigures {
  threshold: number;
  present: string[];
  groups: Array<{ grp: string; raters: number; ratees: number; mean: number; agreement_sd: number | null; agreement_ratees: number }>;
  straight_lined: number;
  sheets: number;
  company: RaterQuality['company'];
}

const two = (n: number) => Math.round(n * 100) / 100;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function leniencyReading(z: number): LeniencyReading {
  if (z >= LENIENCY_CUT_Z) return 'lenient';
  if (z <= -LENIENCY_CUT_Z) return 'severe';
  return 'in_line';
}

export function agreementReading(sd: number): AgreementReading {
  if (sd < AGREEMENT_CUTS.high_below) return 'high';
  if (sd < AGREEMENT_CUTS.low_from) return 'moderate';
  return 'low';
}

/**
 * The group's mean against the company's: a company without spread (every rater average the same, this group's
 * included) has nothing to be lenient or severe against.
 */
function leniencyOf(mean: number, company: RaterQuality['company']): GroupQuality['leniency'] {
  if (company.mean === null) return null;
  const difference = mean - company.mean;
  const z = company.sd ? difference / company.sd : 0;
  const reading = leniencyReading(z);
  const points = `${Math.abs(two(difference)).toFixed(2)} points`;
  const says =
    reading === 'in_line'
      ? `In line with the company: ${points} ${difference >= 0 ? 'above' : 'below'} its average, within ${LENIENCY_CUT_Z} standard deviations.`
      : `${reading === 'lenient' ? 'Lenient' : 'Severe'}: ${points} ${reading === 'lenient' ? 'above' : 'below'} the company's average ` +
        `(${Math.abs(two(z)).toFixed(2)} standard deviations).`;
  return { difference: two(difference), z: two(z), reading, says };
}

/**
 * Agreement rests on at least the survey's anonymity threshold of ratees: one ratee's spread, beside the mean
 * the report shows, would narrow down what its few raters each gave.
 */
function agreementOf(sd: number | null, ratees: number, threshold: number): GroupQuality['agreement'] {
  if (sd === null || ratees === 0) return { sd: null, ratees, reading: null, says: 'No ratee has two or more raters in this group: nothing to compare.' };
  if (ratees < threshold) {
    return {
      sd: null,
      ratees,
      reading: null,
      says: `Too few ratees to read: agreement needs at least ${plural(threshold, 'ratee')} with two or more raters in this group (${ratees} here).`,
    };
  }
  const reading = agreementReading(sd);
  const words = { high: 'High agreement', moderate: 'Moderate agreement', low: 'Low agreement' }[reading];
  return {
    sd: two(sd),
    ratees,
    reading,
    says: `${words}: a ratee's raters in this group are ${two(sd).toFixed(2)} points apart on average (${plural(ratees, 'ratee')}).`,
  };
}

const WITHHELD: Omit<GroupQuality, 'group'> = {
  withheld: true,
  raters: 0,
  ratees: 0,
  mean: null,
  leniency: null,
  agreement: { sd: null, ratees: 0, reading: null, says: 'Withheld: no report shows this group, so it has no figure here either.' },
};

function straightLined(sheets: number, of: number): RaterQuality['straight_lined'] {
  const says =
    of === 0
      ? `No sheet has ${STRAIGHT_LINE_MIN_STATEMENTS} or more statements on the scale in the groups the reports show.`
      : `${sheets} of ${plural(of, 'sheet')} gave one and the same value to every statement they scored.`;
  return { sheets, of, min_statements: STRAIGHT_LINE_MIN_STATEMENTS, says };
}

/** The signals as HR reads them, groups in the report's order; a group present but shown nowhere says withheld. */
export function raterQuality(survey: RaterQuality['survey'], f: QualityFigures): RaterQuality {
  const byGroup = new Map(f.groups.map((g) => [g.grp, g]));
  const present = new Set(f.present);
  const groups = QUALITY_GROUPS.filter((g) => present.has(g) || byGroup.has(g)).map((group: QualityGroup): GroupQuality => {
    const g = byGroup.get(group);
    if (!g) return { group, ...WITHHELD };
    return {
      group,
      withheld: false,
      raters: g.raters,
      ratees: g.ratees,
      mean: two(g.mean),
      leniency: leniencyOf(g.mean, f.company),
      agreement: agreementOf(g.agreement_sd, g.agreement_ratees, f.threshold),
    };
  });
  return {
    survey,
    straight_lined: straightLined(f.straight_lined, f.sheets),
    company: {
      mean: f.company.mean === null ? null : two(f.company.mean),
      sd: f.company.sd === null ? null : two(f.company.sd),
      raters: f.company.raters,
      surveys: f.company.surveys,
    },
    cuts: { leniency_z: LENIENCY_CUT_Z, agreement_high_below: AGREEMENT_CUTS.high_below, agreement_low_from: AGREEMENT_CUTS.low_from },
    groups,
  };
}
