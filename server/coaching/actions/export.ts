import type { FastifyInstance } from 'fastify';
import type { EngagementSummary } from '../../../schemas/coaching';
import { recordAudit, type AuditActor } from '../../audit/record';
import { isoTime } from '../../db/sql';
import { done, type Outcome } from '../../http/outcome';
import type { CoachingMaterial } from '../../sheets/coaching-export/material';
import { asciiSlug } from '../../sheets/feedback-report/ascii-slug';
import { planOf } from '../queries/agreed-actions';
import type { EngagementPeople } from '../queries/engagement-people';
import { engagementCompetencies } from '../queries/guide';
import { notesOf } from '../queries/notes';
import { sessionsOf, sessionView } from '../queries/sessions';
import type { Party } from '../rules/party';
import { peopleOf } from './engagement-context';
import { coacheeReport } from './guide';

export interface ExportedFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

async function summaryOf(services: FastifyInstance, party: Party, people: EngagementPeople, next: string | null): Promise<EngagementSummary> {
  const competencies = await engagementCompetencies(services.db, people.company_id, people.competency_ids);
  return {
    id: people.id,
    status: party.engagement.status,
    survey: { id: people.survey_id, title: people.survey },
    coachee: { id: people.coachee_id, name: people.coachee_name },
    coach: { id: people.coach_id, name: people.coach_name, organisation: people.organisation, kind: people.kind },
    competencies: competencies.map((c) => ({ id: c.id, title: c.title })),
    language: people.language as EngagementSummary['language'],
    scope: party.engagement.scope,
    requested_at: isoTime(people.requested_at),
    next_session: next,
  };
}

/**
 * The coachee's material as far as the caller may read it: the plan only where the consent shares it, the report
 * (the coachee's own view) only under report_and_plan; sessions and notes always, both parties read them. Every
 * export is audit-logged (a file leaves the product's hands), without its contents.
 */
export async function exportMaterial(services: FastifyInstance, party: Party, format: 'json' | 'pdf', actor: AuditActor): Promise<Outcome<ExportedFile>> {
  const now = services.now();
  const people = await peopleOf(services.db, party);
  const { company_id: companyId, id } = party.engagement;
  const sessions = (await sessionsOf(services.db, companyId, id)).map(sessionView);
  const next = sessions.find((s) => s.status === 'scheduled' && new Date(s.starts_at) > now)?.starts_at ?? null;
  const material: CoachingMaterial = {
    exported_at: now.toISOString(),
    exported_by: party.role,
    engagement: await summaryOf(services, party, people, next),
    sessions,
    notes: await notesOf(services.db, companyId, id),
    plan: party.sees.plan ? await planOf(services.db, companyId, people.survey_id, people.coachee_id) : null,
    report: party.sees.report ? await coacheeReport(services.db, people, now) : null,
  };
  await recordAudit(services.db, actor, {
    action: 'coaching.export',
    entity: 'coaching_engagement',
    entityId: id,
    surveyId: people.survey_id,
    after: { format, by: party.role, coachee: people.coachee_name, plan: material.plan !== null, report: material.report !== null },
  });
  const filename = `coaching-${asciiSlug(people.coachee_name, `engagement-${id}`)}.${format}`;
  if (format === 'json') return done({ body: Buffer.from(JSON.stringify(material, null, 2)), contentType: 'application/json; charset=utf-8', filename });
  // pdfkit loads on first use, as the report's PDF does.
  const { materialPdf } = await import('../../sheets/coaching-export/material-pdf');
  return done({ body: await materialPdf(material), contentType: 'application/pdf', filename });
}
