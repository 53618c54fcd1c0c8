import { Value } from 'typebox/value';
import type { ConsentScope, Engagement, EngagementSummary } from '../../../schemas/coaching';
import { FeedbackReport } from '../../../schemas/feedback';
import { recordAudit, type AuditActor } from '../../audit/record';
import { feedbackReportsRepository } from '../../feedback/actions/reports';
import { conflicting, done, refused, type Outcome } from '../../http/outcome';
import { coachingEndedMail } from '../../mail/coaching-messages';
import { outboxRepository, type StoredMail } from '../../mail/outbox';
import { COACHING_CONFLICTS } from '../messages';
import { engagementExtras, engagementSummary, lockEngagement, notesOf, planOf, recordConsent, sessionsOf, setStatus } from '../queries/engagements';
import { queueWebhookEvent } from '../queries/webhook-events';
import type { Party } from '../rules/party';
import type { CoachingServices } from './services';

/**
 * The engagement as the party may see it. The coach's report is the coachee's released report exactly as the coachee
 * reads it (`myReport` of the coachee's account: the disclosure auditor's decision for the coachee, not one made anew
 * for the coach), and only when consent shares it; the plan only when consent shares it.
 */
export async function viewEngagement(s: CoachingServices, party: Party): Promise<Engagement> {
  const { engagement: g, role, sees } = party;
  const [summary, extras] = await Promise.all([engagementSummary(s.db, g.company_id, g.id, s.now()), engagementExtras(s.db, g.company_id, g.id)]);
  const found = sees.report ? await feedbackReportsRepository(s.db, g.company_id).myReport(extras!.coachee_user, g.survey_id, s.now()) : null;
  // Held to the report's schema, as GET /feedback/my-reports/{survey}/ sends it: inside the nullable union the
  // serializer validates rather than strips, so the repository's working fields are dropped here.
  const report = found && (Value.Clean(FeedbackReport, structuredClone(found)) as FeedbackReport);
  return {
    ...summary,
    role,
    message: extras!.message,
    sessions: await sessionsOf(s.db, g.company_id, g.id),
    notes: await notesOf(s.db, g.company_id, g.id),
    plan: sees.plan ? await planOf(s.db, g.company_id, g.survey_id, g.ratee_id) : [],
    report,
  };
}

/** The coachee's new consent: a new fact, never an update; the coach's next call reads it. */
export async function changeConsent(s: CoachingServices, party: Party, scope: ConsentScope, by: AuditActor): Promise<Outcome<EngagementSummary>> {
  if (party.role !== 'coachee') return refused(COACHING_CONFLICTS.coacheeOnly);
  const g = party.engagement;
  if (g.status === 'ended' || g.status === 'declined') return conflicting(COACHING_CONFLICTS.alreadyClosed);
  const now = s.now();
  const summary = await s.db.transaction(async (tx) => {
    await recordConsent(tx, g.company_id, g.id, scope, by.userId, now);
    await recordAudit(tx, by, {
      action: 'coaching.consent',
      entity: 'coaching_engagement',
      entityId: g.id,
      surveyId: g.survey_id,
      before: { scope: g.scope },
      after: { scope },
    });
    await queueWebhookEvent(
      tx,
      g.company_id,
      'coaching.consent_changed',
      { engagement: g.id, survey: g.survey_id, coachee: g.ratee_id, coach: g.coach_id, scope },
      now,
    );
    return engagementSummary(tx, g.company_id, g.id, now);
  });
  return done(summary);
}

/** Either party ends an open engagement; the other is told. */
export async function endEngagement(s: CoachingServices, party: Party, by: AuditActor): Promise<Outcome<EngagementSummary>> {
  const g = party.engagement;
  const now = s.now();
  const made = await s.db.transaction(async (tx): Promise<Outcome<{ mail: StoredMail; summary: EngagementSummary }>> => {
    const p = (await lockEngagement(tx, g.company_id, g.id))!;
    if (p.status !== 'active' && p.status !== 'pending_approval') return conflicting(COACHING_CONFLICTS.alreadyClosed);
    await setStatus(tx, g.company_id, g.id, 'ended', now);
    await recordAudit(tx, by, {
      action: 'coaching.end',
      entity: 'coaching_engagement',
      entityId: g.id,
      surveyId: g.survey_id,
      before: { status: p.status },
      after: { status: 'ended', by: party.role },
    });
    await queueWebhookEvent(
      tx,
      g.company_id,
      'coaching.ended',
      { engagement: g.id, survey: g.survey_id, coachee: g.ratee_id, coach: g.coach_id, status: 'ended', by: party.role },
      now,
    );
    const [to, endedBy, signsIn] =
      party.role === 'coachee'
        ? [{ email: p.coach_email, name: p.coach_name, language: p.coach_language }, p.coachee_name, p.coach_employee_id !== null]
        : [{ email: p.coachee_email, name: p.coachee_name, language: p.coachee_language }, p.coach_name, true];
    const mail = await outboxRepository(tx).store(coachingEndedMail(to, endedBy, s.config.appUrl, signsIn), { companyId: g.company_id });
    return done({ mail, summary: await engagementSummary(tx, g.company_id, g.id, now) });
  });
  if (!made.ok) return made;
  s.mailer.deliverStored([made.value.mail]);
  return done(made.value.summary);
}
