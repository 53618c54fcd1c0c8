import { REPORT_GROUPS, type Benchmark, type CompetencyResult, type FeedbackReport, type ReportGroup, type WithheldReason } from '../../../../schemas/feedback';
import { buildReport, fullReport } from './report.fixtures';

/*
 * Reports with figures the disclosure auditor withheld (ACROSS_SURVEYS), made from the builder's reports the way
 * the server withholds (server/feedback/rules/report-withholding.ts): the withheld group figures leave `scores`, a
 * withheld all_others takes others, the gap and the observed level with it, the groups' type and overall scores and
 * anonymous comments go too, and HR's reasons name the earlier surveys each would combine with.
 */

type Survey = WithheldReason['combines_with'][number];
/** Earlier surveys of the same ratee, whose released figures the withheld ones would combine with. */
export const q2: Survey = { id: 2, title: 'Leadership 360 · Q2' };
export const q3: Survey = { id: 4, title: 'Leadership 360 · Q3' };

interface Withhold {
  /** A group's figures withheld on every competency, or on those at these indexes, each combining with `surveys`. */
  figures?: Array<{ group: ReportGroup; competencies?: number[]; surveys: Survey[] }>;
  benchmarks?: { company?: boolean; designation?: boolean };
}

const ANONYMOUS: readonly ReportGroup[] = ['peer', 'direct_report', 'other', 'combined'];

function withholdAcrossSurveys(report: FeedbackReport, { figures = [], benchmarks = {} }: Withhold): FeedbackReport {
  const figureAt = (group: ReportGroup, i: number) => figures.find((f) => f.group === group && (!f.competencies || f.competencies.includes(i)));
  const groups = REPORT_GROUPS.filter((g) => figures.some((f) => f.group === g));
  const competencies = report.competencies.map((c, i): CompetencyResult => {
    const here = REPORT_GROUPS.filter((g) => figureAt(g, i));
    const withoutOthers = here.includes('all_others') ? { others: null, gap: null, levels: { ...c.levels, others: null, others_mean: null, gap: null } } : {};
    return {
      ...c,
      ...withoutOthers,
      scores: c.scores.filter((s) => !here.includes(s.group)),
      withheld: here,
      not_observed: c.not_observed.filter((g) => !here.includes(g)),
      benchmark: {
        company: benchmarks.company ? null : c.benchmark.company,
        designation: benchmarks.designation ? null : c.benchmark.designation,
        withheld: (['company', 'designation'] as const).filter((of) => benchmarks[of]),
      },
    };
  });
  const compared = new Set(competencies.filter((c) => c.others !== null).map((c) => c.competency_id));
  const kept = <T extends { competency_id: number }>(list: T[]) => list.filter((x) => compared.has(x.competency_id));
  const bench = <B extends Benchmark>(b: B, withheld = false): B => (withheld ? { ...b, overall: null, percent: null, withheld: true } : b);
  const reasons = report.competencies.flatMap((c, i) =>
    REPORT_GROUPS.flatMap((group) => {
      const f = figureAt(group, i);
      return f ? [{ group, competency_id: c.competency_id, competency: c.title, combines_with: f.surveys }] : [];
    }),
  );
  return {
    ...report,
    overall: report.overall.filter((s) => !groups.includes(s.group)),
    types: report.types.map((t) => ({ ...t, scores: t.scores.filter((s) => !groups.includes(s.group)) })),
    competencies,
    benchmark: { company: bench(report.benchmark.company, benchmarks.company), designation: bench(report.benchmark.designation, benchmarks.designation) },
    blind_spots: kept(report.blind_spots),
    hidden_strengths: kept(report.hidden_strengths),
    strengths: kept(report.strengths),
    development_areas: kept(report.development_areas),
    comments: groups.some((g) => ANONYMOUS.includes(g)) ? report.comments.filter((c) => c.from !== 'anonymous') : report.comments,
    protection: { groups, benchmarks: Boolean(benchmarks.company || benchmarks.designation), reasons },
  };
}

const base = buildReport({ raters: { self: 1, manager: 1, peer: 3, direct_report: 3 }, released: true });
/** The report's own survey: its figures released first (self, manager) count among those a withheld one would combine with. */
const thisSurvey: Survey = { id: base.survey.id, title: base.survey.title };

/**
 * A ratee whose four peers of Q2 are three now (one left): with Q2's released peer figures and this survey's own
 * (the manager's), this survey's Peers and All raters but self would give away the fourth peer's answers, so HR
 * sees them withheld on every competency, and why.
 */
export const acrossSurveysReport = withholdAcrossSurveys(base, {
  figures: [
    { group: 'peer', surveys: [thisSurvey, q2] },
    { group: 'all_others', surveys: [q2, thisSurvey] },
  ],
});

/** Only some figures withheld: the peers' on Coaching others, the direct reports' on it and Strategic thinking (with Q2 and Q3). */
export const partlyWithheldReport = withholdAcrossSurveys(fullReport, {
  figures: [
    { group: 'peer', competencies: [4], surveys: [q2] },
    { group: 'direct_report', competencies: [4, 6], surveys: [q3, q2] },
  ],
});

/** The company benchmark withheld: with the benchmarks this reader saw before, it would give away another ratee's score. */
export const benchmarkWithheldReport = withholdAcrossSurveys(fullReport, { benchmarks: { company: true } });
