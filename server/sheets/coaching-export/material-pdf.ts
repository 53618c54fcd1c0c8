import { CONSENT_LABELS, ENGAGEMENT_STATUS_LABELS } from '../../../schemas/coaching';
import { PRODUCT_NAME } from '../../../schemas/product';
import { wordsFor } from '../../i18n/words';
import { comments, findings } from '../feedback-report/pdf-findings';
import { bullets, COLOURS, footers, heading, labelled, newDocument, paragraph, toBuffer } from '../feedback-report/pdf-layout';
import { summary } from '../feedback-report/pdf-summary';
import { competencyTable } from '../feedback-report/pdf-tables';
import type { CoachingMaterial } from './material';

const day = (iso: string) => iso.slice(0, 10);
const time = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The material as an A4 PDF: the engagement, its sessions, the plan and the report where shared (the report's own
 * sections, as the coachee's report PDF draws them), and the notes last. Every text passes drawText(), as in the report.
 */
export function materialPdf(m: CoachingMaterial): Promise<Buffer> {
  // The material's own labels are English still (no catalogue yet): the report's sections it borrows say the same.
  const words = wordsFor('en', 'report');
  const g = m.engagement;
  const doc = newDocument({
    title: `Coaching: ${g.coachee.name} with ${g.coach.name}`,
    author: PRODUCT_NAME,
    subject: `Confidential coaching material of ${g.coachee.name}`,
  });
  heading(doc, `Coaching: ${g.coachee.name} with ${g.coach.name}`, 18);
  labelled(doc, 'Report', g.survey.title);
  labelled(doc, 'Coach', g.coach.organisation ? `${g.coach.name} (${g.coach.organisation})` : g.coach.name);
  labelled(doc, 'Development areas', g.competencies.map((c) => c.title).join(', ') || '—');
  labelled(doc, 'Status', ENGAGEMENT_STATUS_LABELS[g.status]);
  labelled(doc, 'The coach sees', CONSENT_LABELS[g.scope]);
  labelled(doc, 'Exported', `${time(m.exported_at)} by the ${m.exported_by}`);

  heading(doc, 'Sessions');
  bullets(
    doc,
    m.sessions.map((s) => `${time(s.starts_at)}, ${s.minutes} minutes${s.location ? `, ${s.location}` : ''}${s.status === 'cancelled' ? ' (cancelled)' : ''}`),
    'No sessions yet.',
  );

  heading(doc, 'Development plan');
  if (m.plan === null) paragraph(doc, 'Not shared with the coach.', { colour: COLOURS.muted });
  else
    bullets(
      doc,
      m.plan.map((a) =>
        [a.title, a.competency?.title, a.status.replace('_', ' '), a.due_date && `due ${day(a.due_date)}`, a.coach && `coach ${a.coach}`]
          .filter(Boolean)
          .join(' · '),
      ),
      'No actions yet.',
    );

  if (m.report) {
    heading(doc, `Feedback report: ${m.report.survey.title}`);
    summary(doc, m.report, words);
    competencyTable(doc, m.report, words);
    findings(doc, m.report, words);
    comments(doc, m.report, words);
  } else {
    heading(doc, 'Feedback report');
    paragraph(doc, m.exported_by === 'coach' ? 'Not shared with the coach.' : 'Not released to you.', { colour: COLOURS.muted });
  }

  heading(doc, 'Private notes');
  bullets(
    doc,
    m.notes.map((n) => `${time(n.created_at)}, ${n.author}: ${n.body}`),
    'No notes yet.',
  );
  footers(doc, `Confidential · ${g.coachee.name} · coaching`, (page, pages) => words('page', { page, pages }));
  return toBuffer(doc);
}
