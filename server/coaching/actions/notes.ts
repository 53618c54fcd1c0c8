import type { FastifyInstance } from 'fastify';
import type { CoachingNote, NoteInput } from '../../../schemas/coaching';
import { recordAudit, type AuditActor } from '../../audit/record';
import { done, invalid, type Outcome } from '../../http/outcome';
import { COACHING_SESSION_WORDS } from '../messages';
import { insertNote, isSessionOf } from '../queries/notes';
import type { Party } from '../rules/party';

/**
 * A private note by either party: read by the two of them and nobody else. The audit log records that a note was
 * added, never its words (HR reads the audit log).
 */
export async function addNote(services: FastifyInstance, party: Party, input: NoteInput, actor: AuditActor): Promise<Outcome<CoachingNote>> {
  const { company_id: companyId, id, survey_id: surveyId } = party.engagement;
  const session = input.session ?? null;
  const now = services.now();
  return services.db.transaction(async (tx) => {
    if (session !== null && !(await isSessionOf(tx, companyId, id, session))) return invalid({ session: [COACHING_SESSION_WORDS.notThisSession] });
    const note = await insertNote(tx, companyId, id, { author: party.role, body: input.body, session }, now);
    await recordAudit(tx, actor, {
      action: 'coaching.note',
      entity: 'coaching_engagement',
      entityId: id,
      surveyId,
      after: { note: note.id, author: party.role, session },
    });
    return done(note);
  });
}
