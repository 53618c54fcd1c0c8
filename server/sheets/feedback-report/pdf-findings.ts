import type { FeedbackReport } from '../../../schemas/feedback';
import type { Words } from '../../i18n/words';

import { bullets, COLOURS, contentWidth, ensureSpace, heading, type Doc } from './pdf-layout';
import { drawText } from './pdf-text';
import { fmtGap, fmtPercent, fmtScore } from '../../feedback/rules/report-format';
import { fromLabel } from './report-wording';

type Gap = FeedbackReport['blind_spots'][number];
const gapLine = (t: Words<'report'>) => (g: Gap) => t('gapLine', { title: g.title, self: fmtScore(g.self), others: fmtScore(g.others), gap: fmtGap(g.gap) });

/** Where self and others disagree by a point or more, and the strongest and weakest competencies. */
export function findings(doc: Doc, report: FeedbackReport, t: Words<'report'>): void {
  heading(doc, t('blindSpots'));
  bullets(doc, report.blind_spots.map(gapLine(t)), t('noBlindSpots'));
  heading(doc, t('hiddenStrengths'));
  bullets(doc, report.hidden_strengths.map(gapLine(t)), t('noHiddenStrengths'));
  heading(doc, t('topStrengths'));
  const ranked = (s: FeedbackReport['strengths'][number]) => `${s.title}: ${fmtScore(s.score)} (${fmtPercent(s.percent)})`;
  bullets(doc, report.strengths.map(ranked), t('noStrengths'));
  heading(doc, t('developmentAreas'));
  bullets(doc, report.development_areas.map(ranked), t('noDevelopmentAreas'));
}

/** Comments grouped by competency, in the report's order; authors only as Self, Manager or Anonymous. */
export function comments(doc: Doc, report: FeedbackReport, t: Words<'report'>): void {
  heading(doc, t('comments'));
  if (report.comments.length === 0) {
    drawText(doc.fontSize(10).fillColor(COLOURS.muted), t('noComments'));
    return;
  }
  const order = new Map(report.competencies.map((c, i) => [c.competency_id, i]));
  const byCompetency = new Map<number, FeedbackReport['comments']>();
  for (const c of report.comments) byCompetency.set(c.competency_id, [...(byCompetency.get(c.competency_id) ?? []), c]);
  const ids = [...byCompetency.keys()].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a - b);
  const left = doc.page.margins.left;
  for (const id of ids) {
    const list = byCompetency.get(id)!;
    ensureSpace(doc, 48);
    doc.moveDown(0.5);
    drawText(doc.fontSize(11).fillColor(COLOURS.text), list[0]!.competency, { bold: true, x: left, y: doc.y, width: contentWidth(doc) });
    doc.moveDown(0.2);
    for (const comment of list) {
      ensureSpace(doc, 26);
      doc.fontSize(9.5).fillColor(COLOURS.muted);
      drawText(doc, `${fromLabel(comment.from, t)}: `, { bold: true, x: left + 8, y: doc.y, width: contentWidth(doc) - 8, continued: true });
      drawText(doc.fillColor(COLOURS.text), comment.text);
      doc.moveDown(0.3);
    }
  }
  doc.x = left;
}
