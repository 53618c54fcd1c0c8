import type { CoachingLanguage, CoachingRequestInput, CoachProposals, EngagementStatus, EngagementSummary } from '../../../schemas/coaching';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { isUniqueViolation } from '../../db/errors';
import { isRowId } from '../../db/sql';
import { employeeOfUser } from '../../edits/employee-of-user';
import { feedbackReportsRepository } from '../../feedback/actions/reports';
import { conflicting, done, invalid, missing, type Outcome } from '../../http/outcome';
import { coacheeApprovedMail, coacheeDeclinedMail, coachRequestMail } from '../../mail/coaching-messages';
import { outboxRepository, type StoredMail } from '../../mail/outbox';
import { COACHING_CONFLICTS, REQUEST_REFUSALS } from '../messages';
import { requiresApproval } from '../queries/coaches';
import {
  asCoachee,
  asInternalCoach,
  engagementSummaries,
  engagementSummary,
  insertEngagement,
  lockEngagement,
  openEngagementOf,
  recordConsent,
  setStatus,
  withStatus,
  type EngagementParties,
} from '../queries/engagements';
import { candidates, surveyCompetencies } from '../queries/matching';
import { queueWebhookEvent } from '../queries/webhook-events';
import { developmentAreasOf, languagesOf, propose } from '../rules/matching';
import { newCoachLink } from './pool';
import type { CoachingServices } from './services';

/** GET /coaching/my/: the caller's engagements as coachee. */
export async function myEngagements(s: CoachingServices, companyId: number, userId: number): Promise<EngagementSummary[]> {
  const me = await employeeOfUser(s.db, userId);
  return me === null ? [] : engagementSummaries(s.db, asCoachee(companyId, me), s.now());
}

/** GET /coaching/coachees/: the engagements where the caller is the internal coach, as far as they may see them. */
export async function myCoachees(s: CoachingServices, companyId: number, userId: number): Promise<EngagementSummary[]> {
  const me = await employeeOfUser(s.db, userId);
  return me === null ? [] : engagementSummaries(s.db, asInternalCoach(companyId, me), s.now());
}

/** GET /coaching/requests/: HR's list, status and consent scope only. */
export const requestsOf = (s: CoachingServices, companyId: number, status: EngagementStatus | undefined) =>
  engagementSummaries(s.db, withStatus(companyId, status), s.now());

/** The caller's released report of the survey, as they read it themselves, and their employee id; null when not released to them. */
async function releasedReport(s: CoachingServices, companyId: number, userId: number, surveyId: number) {
  if (!isRowId(surveyId)) return null;
  const report = await feedbackReportsRepository(s.db, companyId).myReport(userId, surveyId, s.now());
  if (!report) return null;
  return { report, rateeId: report.ratee.id };
}

/** The competencies a coachee asks about: those named (of the survey), else the report's development areas. */
export async function proposals(
  s: CoachingServices,
  companyId: number,
  userId: number,
  surveyId: number,
  query: { language?: CoachingLanguage; competencies?: string },
): Promise<Outcome<CoachProposals>> {
  const found = await releasedReport(s, companyId, userId, surveyId);
  if (!found) return missing();
  const areas = developmentAreasOf(found.report);
  const ofSurvey = await surveyCompetencies(s.db, companyId, surveyId);
  const named = query.competencies?.split(',').map(Number);
  const asked = named ? ofSurvey.filter((c) => named.includes(c.id)) : areas;
  const pool = await candidates(s.db, companyId, surveyId, found.rateeId);
  return done({
    survey: surveyId,
    development_areas: areas,
    languages: languagesOf(pool, asked),
    coaches: propose(pool, asked, query.language),
    requires_approval: await requiresApproval(s.db, companyId),
    open_engagement: await openEngagementOf(s.db, companyId, surveyId, found.rateeId),
  });
}

const eventData = (p: Pick<EngagementParties, 'id' | 'survey_id' | 'ratee_id' | 'coach_id'>, status: EngagementStatus) => ({
  engagement: p.id,
  survey: p.survey_id,
  coachee: p.ratee_id,
  coach: p.coach_id,
  status,
});

/** The coach's mail of a new coachee; an outside coach's carries a new personal link (the old one stops working). */
async function mailCoach(tx: Db, companyId: number, p: EngagementParties, s: CoachingServices): Promise<StoredMail> {
  const token = p.coach_employee_id === null ? await newCoachLink(tx, companyId, p.coach_id, s.now()) : null;
  const mail = coachRequestMail(
    {
      coach: { email: p.coach_email, name: p.coach_name, language: p.coach_language },
      coachee: p.coachee_name,
      companyName: p.company_name,
      competencies: p.competency_titles,
      token,
    },
    s.config.appUrl,
  );
  return outboxRepository(tx).store(mail, { companyId });
}

/**
 * A coachee asks a coach, in ONE transaction: the coach checked proposable again (under a lock of their profile),
 * the engagement, the consent fact, the audit entry, the webhook event and the coach's mail (only once active: a
 * request awaiting HR mails the coach on approval). One open engagement per report: a second is 409.
 */
export async function askForCoaching(
  s: CoachingServices,
  companyId: number,
  userId: number,
  input: CoachingRequestInput,
  by: AuditActor,
): Promise<Outcome<EngagementSummary>> {
  const found = await releasedReport(s, companyId, userId, input.survey);
  if (!found) return missing();
  const now = s.now();
  try {
    const made = await s.db.transaction(async (tx): Promise<Outcome<{ summary: EngagementSummary; mails: StoredMail[] }>> => {
      if ((await openEngagementOf(tx, companyId, input.survey, found.rateeId)) !== null) return conflicting(COACHING_CONFLICTS.oneOpenPerReport);
      const ofSurvey = await surveyCompetencies(tx, companyId, input.survey);
      const asked = ofSurvey.filter((c) => input.competencies.includes(c.id));
      if (asked.length !== input.competencies.length) return invalid({ competencies: [REQUEST_REFUSALS.competenciesNotInReport] });
      const coach = propose(await candidates(tx, companyId, input.survey, found.rateeId, input.coach), asked, input.language);
      if (coach.length === 0) return invalid({ coach: [REQUEST_REFUSALS.coachNotProposable] });
      const status: EngagementStatus = (await requiresApproval(tx, companyId)) ? 'pending_approval' : 'active';
      const id = await insertEngagement(
        tx,
        companyId,
        {
          surveyId: input.survey,
          rateeId: found.rateeId,
          coachId: input.coach,
          competencies: input.competencies,
          language: input.language,
          message: input.message?.trim() ?? '',
          status,
        },
        now,
      );
      await recordConsent(tx, companyId, id, input.scope, userId, now);
      const parties = (await lockEngagement(tx, companyId, id))!;
      await recordAudit(tx, by, {
        action: 'coaching.request',
        entity: 'coaching_engagement',
        entityId: id,
        surveyId: input.survey,
        after: { coach: input.coach, competencies: input.competencies, language: input.language, status, scope: input.scope },
      });
      await recordAudit(tx, by, {
        action: 'coaching.consent',
        entity: 'coaching_engagement',
        entityId: id,
        surveyId: input.survey,
        after: { scope: input.scope },
      });
      await queueWebhookEvent(tx, companyId, 'coaching.requested', { ...eventData(parties, status), scope: input.scope }, now);
      const mails = status === 'active' ? [await mailCoach(tx, companyId, parties, s)] : [];
      return done({ summary: await engagementSummary(tx, companyId, id, now), mails });
    });
    if (!made.ok) return made;
    s.mailer.deliverStored(made.value.mails);
    return done(made.value.summary);
  } catch (err) {
    // Two requests for one report at once: the open-engagement index lets one in.
    if (isUniqueViolation(err, 'coaching_engagements_open_key')) return conflicting(COACHING_CONFLICTS.oneOpenPerReport);
    throw err;
  }
}

/** HR decides a request awaiting approval: approved, the coach is mailed (an outside coach a new link) and the coachee too. */
export async function decideRequest(
  s: CoachingServices,
  companyId: number,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  by: AuditActor,
): Promise<Outcome<EngagementSummary>> {
  if (!isRowId(id)) return missing();
  const now = s.now();
  const made = await s.db.transaction(async (tx): Promise<Outcome<{ summary: EngagementSummary; mails: StoredMail[] }>> => {
    const p = await lockEngagement(tx, companyId, id);
    if (!p) return missing();
    if (p.status !== 'pending_approval') return conflicting(COACHING_CONFLICTS.notPending);
    const status = decision.approve ? 'active' : 'declined';
    const reason = decision.approve ? '' : decision.reason.trim();
    await setStatus(tx, companyId, id, status, now, by.userId ?? undefined, reason);
    await recordAudit(tx, by, {
      action: decision.approve ? 'coaching.approve' : 'coaching.decline',
      entity: 'coaching_engagement',
      entityId: id,
      surveyId: p.survey_id,
      before: { status: p.status },
      after: decision.approve ? { status } : { status, reason },
    });
    await queueWebhookEvent(tx, companyId, decision.approve ? 'coaching.approved' : 'coaching.declined', eventData(p, status), now);
    const coachee = { email: p.coachee_email, name: p.coachee_name, language: p.coachee_language };
    const outbox = outboxRepository(tx);
    const mails = decision.approve
      ? [await mailCoach(tx, companyId, p, s), await outbox.store(coacheeApprovedMail(coachee, p.coach_name, s.config.appUrl), { companyId })]
      : [await outbox.store(coacheeDeclinedMail(coachee, p.coach_name, reason, s.config.appUrl), { companyId })];
    return done({ summary: await engagementSummary(tx, companyId, id, now), mails });
  });
  if (!made.ok) return made;
  s.mailer.deliverStored(made.value.mails);
  return done(made.value.summary);
}
