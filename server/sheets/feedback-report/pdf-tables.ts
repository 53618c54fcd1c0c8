import type { FeedbackReport } from '../../../schemas/feedback';
import type { Words } from '../../i18n/words';

import { COLOURS, heading, paragraph, scoreBar, type Doc } from './pdf-layout';
import { table, type Column } from './pdf-table';
import { fmtGap, fmtScore, groupsIn } from '../../feedback/rules/report-format';
import { fmtGroupScore, fmtLevel, fmtWeightedScore, groupLabel, withheldCell } from './report-wording';

type Competency = FeedbackReport['competencies'][number];
type TypeRow = { name: string; scores: FeedbackReport['overall']; total: boolean };

/** Each competency type's score per rater group, and the overall row beneath. */
export function typeTable(doc: Doc, report: FeedbackReport, t: Words<'report'>): void {
  heading(doc, t('byType'));
  const groups = groupsIn(report);
  const rows: TypeRow[] = [
    ...report.types.map((type) => ({ name: t('typeName', { name: type.name, value: type.value }), scores: type.scores, total: false })),
    { name: t('overall'), scores: report.overall, total: true },
  ];
  const share = Math.floor(355 / Math.max(groups.length, 1));
  const columns: Array<Column<TypeRow>> = [
    { header: t('type'), width: 140, text: (r) => r.name, bold: (r) => r.total },
    ...groups.map((g) => ({
      header: groupLabel(g, t),
      width: share,
      align: 'right' as const,
      text: (r: TypeRow) => fmtWeightedScore(report, r.scores, g, t),
      bold: (r: TypeRow) => r.total,
    })),
  ];
  table(doc, columns, rows);
  paragraph(doc, t('typeNote'), { colour: COLOURS.muted, size: 8.5 });
}

/** Self against others per competency, the levels observed and expected, the company's mean, and a bar. */
export function competencyTable(doc: Doc, report: FeedbackReport, t: Words<'report'>): void {
  heading(doc, t('competencies'));
  const columns: Array<Column<Competency>> = [
    { header: t('competency'), width: 104, text: (c) => `${c.title}\n${t('competencyLine', { type: c.type, weight: c.weight })}` },
    { header: t('self'), width: 48, align: 'right', text: (c) => fmtGroupScore(c, 'self', t) },
    { header: t('others'), width: 52, align: 'right', text: (c) => fmtGroupScore(c, 'all_others', t), bold: () => true },
    { header: t('gap'), width: 38, align: 'right', text: (c) => fmtGap(c.gap) },
    { header: t('observedLevel'), width: 66, text: (c) => fmtLevel(c.levels.others, t) },
    { header: t('expectedLevel'), width: 66, text: (c) => fmtLevel(c.levels.expected, t) },
    {
      header: t('company'),
      width: 50,
      align: 'right',
      text: (c) => (c.benchmark.withheld.includes('company') ? withheldCell(t) : fmtScore(c.benchmark.company)),
    },
    { header: '0 – 4', width: 0, draw: (d, c, box) => scoreBar(d, box.x, box.y, box.width, c.others, c.self) },
  ];
  table(doc, columns, report.competencies);
  paragraph(doc, t('competencyNote'), { colour: COLOURS.muted, size: 8.5 });
}
