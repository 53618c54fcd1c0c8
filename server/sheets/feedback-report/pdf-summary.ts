import type { FeedbackReport } from '../../../schemas/feedback';
import type { Words } from '../../i18n/words';

import { COLOURS, contentWidth, heading, labelled, paragraph, type Doc } from './pdf-layout';
import { drawText } from './pdf-text';
import { fmtDate, fmtPercent, scoreOf } from '../../feedback/rules/report-format';
import { benchmarkText, fmtWeightedScore, hiddenText, protectionText, visibleGroupsText } from './report-wording';

/** The title block: who, which survey, when, and that it is confidential. */
export function titleBlock(doc: Doc, report: FeedbackReport, t: Words<'report'>): void {
  const { ratee, survey } = report;
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  drawText(doc.fontSize(9).fillColor(COLOURS.muted), t('kicker'), { bold: true, x: left, y: top, width, lineBreak: false });
  drawText(doc.fillColor(COLOURS.alert), t('confidential'), { bold: true, x: left, y: top, width, align: 'right', lineBreak: false });
  doc.x = left;
  doc.y = top + 20;
  drawText(doc.fontSize(22).fillColor(COLOURS.text), ratee.name, { bold: true, x: left, y: doc.y, width });
  const role = [ratee.designation, ratee.department, ratee.group].filter((v): v is string => Boolean(v)).join(' · ');
  drawText(doc.fontSize(11).fillColor(COLOURS.muted), role || t('employee', { code: ratee.emp_code }), { width });
  doc.moveDown(0.6);
  drawText(doc.fontSize(12).fillColor(COLOURS.text), survey.title, { bold: true, width });
  drawText(
    doc.fontSize(10).fillColor(COLOURS.muted),
    t('period', { start: fmtDate(survey.start_date), end: fmtDate(survey.closed_on ?? survey.end_date), status: survey.status }),
    {
      width,
    },
  );
  doc.moveDown(0.4);
  drawText(doc.fontSize(8.5), t('confidentialNote'), { width });
  doc
    .moveTo(left, doc.y + 8)
    .lineTo(left + width, doc.y + 8)
    .lineWidth(1)
    .stroke(COLOURS.accent);
  doc.y += 12;
}

/** The headline score beside self and the benchmarks, then who answered and who is not shown. */
export function summary(doc: Doc, report: FeedbackReport, t: Words<'report'>): void {
  const others = scoreOf(report.overall, 'all_others');
  const self = scoreOf(report.overall, 'self');
  heading(doc, t('overallScore'));
  const left = doc.page.margins.left;
  const y = doc.y;
  drawText(doc.fontSize(30).fillColor(COLOURS.accent), fmtWeightedScore(report, report.overall, 'all_others', t), { bold: true, x: left, y, lineBreak: false });
  drawText(doc.fontSize(11).fillColor(COLOURS.muted), `/ 4  ·  ${fmtPercent(others?.percent)}`, { x: left + 90, y: y + 14, lineBreak: false });
  doc.x = left;
  doc.y = y + 38;
  paragraph(doc, t('overallNote'), { colour: COLOURS.muted, size: 9 });
  doc.moveDown(0.4);
  labelled(doc, t('self'), self ? `${fmtWeightedScore(report, report.overall, 'self', t)} (${fmtPercent(self.percent)})` : t('noSelf'));
  const threshold = report.survey.anonymity_threshold;
  labelled(doc, t('companyBenchmark'), benchmarkText(report.benchmark.company, threshold, t));
  const designation = report.benchmark.designation;
  if (designation.name) labelled(doc, t('designationBenchmark', { designation: designation.name }), benchmarkText(designation, threshold, t));
  heading(doc, t('responses'), 12);
  if (report.responses) labelled(doc, t('submitted'), t('submittedOf', { submitted: report.responses.submitted, count: report.responses.assigned }));
  labelled(doc, t('groupsShown'), visibleGroupsText(report, t));
  const hidden = hiddenText(report, t);
  paragraph(doc, hidden ?? t('everyGroupShown', { threshold: report.survey.anonymity_threshold }), {
    colour: COLOURS.muted,
    size: 9,
  });
  const across = protectionText(report, t);
  if (across) paragraph(doc, across, { colour: COLOURS.muted, size: 9 });
}
