import type { FeedbackReport } from '../../../schemas/feedback';
import { COLOURS, heading, paragraph, scoreBar, type Doc } from './pdf-layout';
import { table, type Column } from './pdf-table';
import { fmtGap, fmtGroupScore, fmtLevel, fmtScore, fmtWeightedScore, groupLabel, groupsIn, WITHHELD } from '../../feedback/rules/report-format';

type Competency = FeedbackReport['competencies'][number];
type TypeRow = { name: string; scores: FeedbackReport['overall']; total: boolean };

/** Each competency type's score per rater group, and the overall row beneath. */
export function typeTable(doc: Doc, report: FeedbackReport): void {
  heading(doc, 'Scores by competency type and rater group');
  const groups = groupsIn(report);
  const rows: TypeRow[] = [
    ...report.types.map((t) => ({ name: `${t.name} (value ${t.value})`, scores: t.scores, total: false })),
    { name: 'Overall', scores: report.overall, total: true },
  ];
  const share = Math.floor(355 / Math.max(groups.length, 1));
  const columns: Array<Column<TypeRow>> = [
    { header: 'Type', width: 140, text: (r) => r.name, bold: (r) => r.total },
    ...groups.map((g) => ({
      header: groupLabel(g),
      width: share,
      align: 'right' as const,
      text: (r: TypeRow) => fmtWeightedScore(report, r.scores, g),
      bold: (r: TypeRow) => r.total,
    })),
  ];
  table(doc, columns, rows);
  paragraph(
    doc,
    'Scores on the answer scale 0–4; "–" where a group gave no answers; "withheld" where a figure is withheld to ' + 'protect raters across surveys.',
    { colour: COLOURS.muted, size: 8.5 },
  );
}

/** Self against others per competency, the levels observed and expected, the company's mean, and a bar. */
export function competencyTable(doc: Doc, report: FeedbackReport): void {
  heading(doc, 'Competencies');
  const columns: Array<Column<Competency>> = [
    { header: 'Competency', width: 104, text: (c) => `${c.title}\n${c.type} · weight ${c.weight}` },
    { header: 'Self', width: 48, align: 'right', text: (c) => fmtGroupScore(c, 'self') },
    { header: 'Others', width: 52, align: 'right', text: (c) => fmtGroupScore(c, 'all_others'), bold: () => true },
    { header: 'Gap', width: 38, align: 'right', text: (c) => fmtGap(c.gap) },
    { header: 'Observed level', width: 66, text: (c) => fmtLevel(c.levels.others) },
    { header: 'Expected level', width: 66, text: (c) => fmtLevel(c.levels.expected) },
    { header: 'Company', width: 50, align: 'right', text: (c) => (c.benchmark.withheld.includes('company') ? WITHHELD : fmtScore(c.benchmark.company)) },
    { header: '0 – 4', width: 0, draw: (d, c, box) => scoreBar(d, box.x, box.y, box.width, c.others, c.self) },
  ];
  table(doc, columns, report.competencies);
  paragraph(
    doc,
    "Others: all raters but self. Gap: self minus others. Bar: others' score out of 4; the dark tick marks self. " +
      'Observed level: the level others saw most nearly, against the level the survey expects. Not observed: too few raters ' +
      'could judge the competency ("not observed" counts in no score). Company: the mean of the other ratees.',
    { colour: COLOURS.muted, size: 8.5 },
  );
}
