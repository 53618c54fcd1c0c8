import type { CommentInsightsAnswer, InsightThemeAnswer } from '../../../schemas/comment-insights-answer';
import { COLOURS, contentWidth, ensureSpace, heading, paragraph, type Doc } from './pdf-layout';
import { drawText } from './pdf-text';

/** "12 Mar 2026, 14:05 UTC": the PDF is read anywhere, so the time is written in UTC. */
function fmtComputedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

const commentsText = (n: number) => (n === 1 ? '1 comment' : `${n} comments`);

function toneText(theme: InsightThemeAnswer, analysed: boolean): string {
  if (!analysed || !theme.sentiment) return 'tone not analysed';
  const { positive, neutral, negative } = theme.sentiment;
  return `${positive} positive, ${neutral} neutral, ${negative} negative`;
}

function themeLine(doc: Doc, theme: InsightThemeAnswer, analysed: boolean): void {
  const left = doc.page.margins.left + 8;
  ensureSpace(doc, 16);
  doc.fontSize(10).fillColor(COLOURS.text);
  drawText(doc, `•  ${theme.label}`, { bold: true, x: left, y: doc.y, width: contentWidth(doc) - 8, continued: true });
  drawText(
    doc.fillColor(COLOURS.muted),
    `  ${theme.competency_id === null ? 'phrase' : 'competency'} · ${commentsText(theme.count)} · ${toneText(theme, analysed)}`,
  );
  doc.moveDown(0.15);
}

/**
 * HR's comment themes, as the report page shows them (the same answer: only the comments HR's report shows fed
 * them). Never drawn for the ratee's own copy: their export passes no insights.
 */
export function commentThemes(doc: Doc, insights: CommentInsightsAnswer): void {
  heading(doc, 'Comment themes');
  const muted = { colour: COLOURS.muted, size: 9 };
  if (insights.state === 'pending') {
    paragraph(doc, 'Pending: the themes are computed on the server after the survey closes; download the report again later.', { colour: COLOURS.muted });
    return;
  }
  if (insights.computed_at) paragraph(doc, `Computed ${fmtComputedAt(insights.computed_at)} on this server; no comment left it.`, muted);
  doc.moveDown(0.3);
  const others = insights.languages?.not_analysed ?? [];
  if (others.length) {
    const counted = others.map((l) => `${commentsText(l.count)} in ${l.language}`).join(', ');
    paragraph(doc, `Not analysed (shown as written in the Comments section, in no theme): ${counted}.`, muted);
  }
  if (insights.state === 'too_few') {
    paragraph(doc, 'Too few comments are shown to group them into themes without pointing to their authors.', { colour: COLOURS.muted });
    return;
  }
  if (insights.themes.length === 0) {
    paragraph(doc, 'No theme recurs in these comments.', { colour: COLOURS.muted });
    return;
  }
  const analysed = insights.analysed?.sentiment ?? false;
  if (!analysed) paragraph(doc, 'Tone is not analysed for this language: only the themes are listed.', { colour: COLOURS.muted });
  else paragraph(doc, 'Tone is a hint to read the comments, not a verdict.', muted);
  doc.moveDown(0.3);
  for (const theme of insights.themes) themeLine(doc, theme, analysed);
  doc.x = doc.page.margins.left;
}
