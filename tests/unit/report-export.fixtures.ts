import type { CompetencyResult, FeedbackReport, GroupScore, ReportGroup } from '../../schemas/feedback';

/** A ratee's report as GET /feedback/survey/{id}/ratee/{ratee}/ answers it, for the export tests. */

const round2 = (n: number) => Math.round(n * 100) / 100;
const score = (group: ReportGroup, value: number): GroupScore => ({ group, score: round2(value), percent: Math.round(value * 250) / 10 });
const LEVELS = ['basic', 'intermediate', 'advance', 'expert'] as const;

interface Spec {
  id: number;
  title: string;
  typeId: number;
  type: string;
  weight: number;
  self: number;
  manager: number;
  peer: number;
  expected: number;
}

function competency(s: Spec): CompetencyResult {
  const others = round2((s.manager + s.peer * 4) / 5);
  const othersMean = round2(1 + others * 0.75);
  return {
    competency_id: s.id,
    title: s.title,
    type_id: s.typeId,
    type: s.type,
    weight: s.weight,
    scores: [score('self', s.self), score('manager', s.manager), score('peer', s.peer), score('all_others', others)],
    self: s.self,
    others,
    gap: round2(s.self - others),
    not_observed: [],
    withheld: [],
    levels: {
      expected: LEVELS[s.expected]!,
      self: LEVELS[Math.min(3, Math.round(s.self * 0.75))]!,
      others: LEVELS[Math.min(3, Math.round(othersMean) - 1)]!,
      others_mean: othersMean,
      gap: round2(othersMean - (s.expected + 1)),
    },
    benchmark: { company: round2(others - 0.2), designation: round2(others - 0.1), withheld: [] },
  };
}

const SPECS: Spec[] = [
  { id: 11, title: 'Integrity', typeId: 1, type: 'Core', weight: 30, self: 3.5, manager: 3.25, peer: 3.4, expected: 2 },
  { id: 12, title: 'Collaboration', typeId: 1, type: 'Core', weight: 25, self: 3.75, manager: 2.5, peer: 2.45, expected: 2 },
  { id: 21, title: 'Developing others', typeId: 2, type: 'Leadership', weight: 40, self: 2.0, manager: 3.25, peer: 3.3, expected: 2 },
  { id: 22, title: 'Decision making', typeId: 2, type: 'Leadership', weight: 35, self: 3.0, manager: 2.75, peer: 2.9, expected: 3 },
  { id: 31, title: 'Communication', typeId: 3, type: 'Interpersonal', weight: 25, self: 3.25, manager: 3.0, peer: 3.1, expected: 1 },
  { id: 32, title: 'Managing conflict', typeId: 3, type: 'Interpersonal', weight: 20, self: 2.5, manager: 1.75, peer: 1.9, expected: 1 },
];

export const OVERALL_OTHERS = 2.87;

export function sampleReport(overrides: Partial<FeedbackReport> = {}, specs: Spec[] = SPECS): FeedbackReport {
  const competencies = specs.map(competency);
  const types = [...new Map(specs.map((s) => [s.typeId, s.type])).entries()].map(([id, name], i) => {
    const mine = competencies.filter((c) => c.type_id === id);
    const mean = (pick: (c: CompetencyResult) => number) => mine.reduce((sum, c) => sum + pick(c), 0) / mine.length;
    return {
      type_id: id,
      name,
      value: [60, 50, 40][i % 3]!,
      scores: [
        score(
          'self',
          mean((c) => c.self!),
        ),
        score(
          'manager',
          mean((c) => c.scores[1]!.score),
        ),
        score(
          'peer',
          mean((c) => c.scores[2]!.score),
        ),
        score(
          'all_others',
          mean((c) => c.others!),
        ),
      ],
    };
  });
  const gaps = (sign: 1 | -1) =>
    competencies
      .filter((c) => c.gap! * sign >= 1)
      .map((c) => ({ competency_id: c.competency_id, title: c.title, self: c.self!, others: c.others!, gap: c.gap! }));
  const ranked = [...competencies]
    .sort((a, b) => b.others! - a.others!)
    .map((c) => ({ competency_id: c.competency_id, title: c.title, score: c.others!, percent: c.scores[3]!.percent }));
  return {
    survey: {
      id: 7,
      title: '2026 Leadership 360',
      start_date: '2026-01-12',
      end_date: '2026-02-06',
      closed_on: '2026-02-06',
      status: 'closed',
      anonymity_threshold: 3,
    },
    ratee: { id: 42, name: 'Priya Raman', emp_code: 'NW-0042', designation: 'Engineering Manager', department: 'Engineering', group: 'Leadership' },
    released_at: '2026-02-10T09:00:00.000Z',
    responses: { submitted: 7, assigned: 8 },
    withheld: true,
    groups: [
      { group: 'self', label: 'Self', raters: 1 },
      { group: 'manager', label: 'Manager', raters: 1 },
      { group: 'peer', label: 'Peers', raters: 4 },
    ],
    hidden: [{ relationship: 'direct_report', raters: 1 }],
    overall: [score('self', 3.02), score('manager', 2.79), score('peer', 2.89), score('all_others', OVERALL_OTHERS)],
    types,
    competencies,
    benchmark: {
      company: { overall: 2.71, percent: 67.8, ratees: 38, too_few: false, withheld: false },
      designation: { name: 'Engineering Manager', overall: 2.8, percent: 70, ratees: 9, too_few: false, withheld: false },
    },
    blind_spots: gaps(1),
    hidden_strengths: gaps(-1),
    strengths: ranked.slice(0, 5),
    development_areas: [...ranked].reverse().slice(0, 5),
    comments: [
      { competency_id: 12, competency: 'Collaboration', from: 'manager', text: 'Priya could involve the platform team earlier in planning.' },
      { competency_id: 12, competency: 'Collaboration', from: 'anonymous', text: 'Always shares what she learns in the guild meetings.' },
      { competency_id: 21, competency: 'Developing others', from: 'self', text: 'I want to make more time for one-to-ones.' },
      { competency_id: 32, competency: 'Managing conflict', from: 'anonymous', text: '=HYPERLINK("http://evil.example","click")' },
    ],
    protection: { groups: [], benchmarks: false, reasons: [] },
    ...overrides,
  };
}

/** A long report: `count` competencies over four types and `comments` comments spread among them. */
export function longReport(count: number, comments: number): FeedbackReport {
  const types = ['Core', 'Leadership', 'Functional', 'Interpersonal'];
  const specs = Array.from(
    { length: count },
    (_, i): Spec => ({
      id: 100 + i,
      title: `Competency ${i + 1} with a fairly long descriptive title`,
      typeId: (i % 4) + 1,
      type: types[i % 4]!,
      weight: 10 + (i % 5) * 10,
      self: ((i * 7) % 17) / 4.25,
      manager: ((i * 5) % 13) / 3.25,
      peer: ((i * 3) % 11) / 2.75,
      expected: i % 4,
    }),
  );
  const base = sampleReport({}, specs);
  return {
    ...base,
    comments: Array.from({ length: comments }, (_, i) => ({
      competency_id: 100 + (i % count),
      competency: specs[i % count]!.title,
      from: (['self', 'manager', 'anonymous'] as const)[i % 3]!,
      text: `Comment ${i + 1}: ${'Clear, specific and kind feedback about what went well and what to try next. '.repeat(1 + (i % 4))}`,
    })),
  };
}
