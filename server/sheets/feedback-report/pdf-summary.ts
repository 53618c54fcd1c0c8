import type { FeedbackReport } from '../../../schemas/feedback';
import { COLOURS, contentWidth, heading, labelled, paragraph, type Doc } from './pdf-layout';
import { drawText } from './pdf-text';
import {
  benchmarkText,
  fmtDate,
  fmtPercent,
  fmtWeightedScore,
  hiddenText,
  protectionText,
  scoreOf,
  visibleGroupsText,
} from '../../feedback/rules/report-format';

/** The title block: who, which survey, when, and that it is confidential. */
export function titleBlock(doc: Doc, report: FeedbackReport): void {
  const { ratee, survey } = report;
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  drawText(doc.fontSize(9).fillColor(COLOURS.muted), '360° FEEDBACK REPORT', { bold: true, x: left, y: top, width, lineBreak: false });
  drawText(doc.fillColor(COLOURS.alert), 'CONFIDENTIAL', { bold: true, x: left, y: top, width, align: 'right', lineBreak: false });
  doc.x = left;
  doc.y = top + 20;
  drawText(doc.fontSize(22).fillColor(COLOURS.text), ratee.name, { bold: true, x: left, y: doc.y, width });
  const role = [ratee.designation, ratee.department, ratee.group].filter((v): v is string => Boolean(v)).join(' · ');
  drawText(doc.fontSize(11).fillColor(COLOURS.muted), role || `Employee ${ratee.emp_code}`, { width });
  doc.moveDown(0.6);
  drawText(doc.fontSize(12).fillColor(COLOURS.text), survey.title, { bold: true, width });
  drawText(
    doc.fontSize(10).fillColor(COLOURS.muted),
    `${fmtDate(survey.start_date)} – ${fmtDate(survey.closed_on ?? survey.end_date)}  ·  Survey ${survey.status}`,
    {
      width,
    },
  );
  doc.moveDown(0.4);
  drawText(doc.fontSize(8.5), 'Confidential: for the person rated and those who support their development. Do not share further.', { width });
  doc
    .moveTo(left, doc.y + 8)
    .lineTo(left + width, doc.y + 8)
    .lineWidth(1)
    .stroke(COLOURS.accent);
  doc.y += 12;
}

/** The headline score beside self and the benchmarks, then who answered and who is not shown. */
export function summary(doc: Doc, report: FeedbackReport): void {
  const others = scoreOf(report.overall, 'all_others');
  const self = scoreOf(report.overall, 'self');
  heading(doc, 'Overall score');
  const left = doc.page.margins.left;
  const y = doc.y;
  drawText(doc.fontSize(30).fillColor(COLOURS.accent), fmtWeightedScore(report, report.overall, 'all_others'), { bold: true, x: left, y, lineBreak: false });
  drawText(doc.fontSize(11).fillColor(COLOURS.muted), `/ 4  ·  ${fmtPercent(others?.percent)}`, { x: left + 90, y: y + 14, lineBreak: false });
  doc.x = left;
  doc.y = y + 38;
  paragraph(doc, 'All raters but self, weighted by competency type value and competency weight.', { colour: COLOURS.muted, size: 9 });
  doc.moveDown(0.4);
  labelled(doc, 'Self', self ? `${fmtWeightedScore(report, report.overall, 'self')} (${fmtPercent(self.percent)})` : 'no self-assessment submitted');
  const threshold = report.survey.anonymity_threshold;
  labelled(doc, 'Company benchmark', benchmarkText(report.benchmark.company, threshold));
  const designation = report.benchmark.designation;
  if (designation.name) labelled(doc, `${designation.name} benchmark`, benchmarkText(designation, threshold));
  heading(doc, 'Responses', 12);
  if (report.responses) labelled(doc, 'Submitted', `${report.responses.submitted} of ${report.responses.assigned} raters`);
  labelled(doc, 'Rater groups shown', visibleGroupsText(report));
  const hidden = hiddenText(report);
  paragraph(doc, hidden ?? `Every group of peers, direct reports and other raters reached the anonymity threshold of ${report.survey.anonymity_threshold}.`, {
    colour: COLOURS.muted,
    size: 9,
  });
  const across = protectionText(report);
  if (across) paragraph(doc, across, { colour: COLOURS.muted, size: 9 });
}
