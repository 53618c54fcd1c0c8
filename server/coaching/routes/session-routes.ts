import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgreedActionInput,
  CoachingExportQuery,
  CoachingNote,
  CoachingSession,
  ConversationGuide,
  NoteInput,
  PlanAction,
  SessionInput,
} from '../../../schemas/coaching';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { agreeAction } from '../actions/agreed-actions';
import { coachingActor, peopleOf } from '../actions/engagement-context';
import { exportMaterial } from '../actions/export';
import { conversationGuide } from '../actions/guide';
import { addNote } from '../actions/notes';
import { cancelSession, rescheduleSession, scheduleSession, sessionFile } from '../actions/sessions';
import { partyFrom, type PartyMount } from './party-mount';

const tags = ['coaching'];
const binary = { schema: { type: 'string', format: 'binary' } };
const ACCESS =
  'Either party of the engagement; the coach only while it is active and the coachee’s consent grants something (403 with the reason ' +
  'otherwise); anyone else 404.';
const MAILS =
  'Coach and coachee are each mailed the change with an iCalendar file (a stable uid per session, its sequence raised by each change), and ' +
  'the matching webhook event is queued, in the transaction of the change.';

type SessionParams = { session: number };

/**
 * Sessions, private notes, agreed actions, the conversation guide and the export of one engagement, registered at
 * both doors (party-mount.ts): each handler starts from `partyFrom`, who the caller is in the engagement by the
 * stored facts, read on every request.
 */
export const sessionRoutes =
  (mount: PartyMount): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { prefix, door } = mount;
    // Every route checks its params (400); the link door has no sign-in (no 401) but counts requests per client address (429).
    const errors = (...codes: Array<403 | 404 | 409>) => errorResponses(400, ...codes, mount.link ? 429 : 401);

    app.post(
      `${prefix}/sessions/`,
      {
        schema: {
          tags,
          summary: 'Arrange a coaching session',
          description: `${door} ${ACCESS} The engagement must be active (409); the session starts in the future (400 at starts_at). ${MAILS}`,
          params: mount.params,
          body: SessionInput,
          response: { 201: CoachingSession, ...errors(403, 404, 409) },
        },
      },
      async (req, reply) => {
        const party = await partyFrom(app, req, mount);
        return reply.code(201).send(sendOutcome(await scheduleSession(app, party, req.body)));
      },
    );

    app.put(
      `${prefix}/sessions/:session/`,
      {
        schema: {
          tags,
          summary: 'Move a coaching session to a new time',
          description: `${door} ${ACCESS} Not a cancelled session (409). ${MAILS}`,
          params: mount.sessionParams,
          body: SessionInput,
          response: { 200: CoachingSession, ...errors(403, 404, 409) },
        },
      },
      async (req) => {
        const party = await partyFrom(app, req, mount);
        return sendOutcome(await rescheduleSession(app, party, (req.params as SessionParams).session, req.body));
      },
    );

    app.post(
      `${prefix}/sessions/:session/cancel/`,
      {
        schema: {
          tags,
          summary: 'Cancel a coaching session',
          description: `${door} ${ACCESS} Cancelling twice answers 409. ${MAILS}`,
          params: mount.sessionParams,
          response: { 200: CoachingSession, ...errors(403, 404, 409) },
        },
      },
      async (req) => {
        const party = await partyFrom(app, req, mount);
        return sendOutcome(await cancelSession(app, party, (req.params as SessionParams).session));
      },
    );

    app.get(
      `${prefix}/sessions/:session/ics/`,
      {
        schema: {
          tags,
          summary: 'A coaching session as an iCalendar file',
          description: `${door} ${ACCESS} The same event (uid, sequence) the mailed invitations carry; a cancelled session as its cancellation.`,
          params: mount.sessionParams,
          response: { 200: { description: 'The session as an iCalendar file', content: { 'text/calendar': binary } }, ...errors(403, 404) },
        },
      },
      async (req, reply) => {
        const party = await partyFrom(app, req, mount);
        const file = sendOutcome(await sessionFile(app, party, (req.params as SessionParams).session));
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(Buffer.from(file.body));
      },
    );

    app.post(
      `${prefix}/notes/`,
      {
        schema: {
          tags,
          summary: 'Add a private note',
          description:
            `${door} ${ACCESS} Written as the caller’s role (coach or coachee); read by the two parties only, never by HR or a manager. ` +
            'The audit log records that a note was added, never its words. `session` must be one of this engagement’s (400).',
          params: mount.params,
          body: NoteInput,
          response: { 201: CoachingNote, ...errors(403, 404) },
        },
      },
      async (req, reply) => {
        const party = await partyFrom(app, req, mount);
        const actor = coachingActor(req, party, await peopleOf(app.db, party));
        return reply.code(201).send(sendOutcome(await addNote(app, party, req.body, actor)));
      },
    );

    app.post(
      `${prefix}/actions/`,
      {
        schema: {
          tags,
          summary: 'Put an agreed action into the coachee’s development plan',
          description:
            `${door} ${ACCESS} Only while the engagement is active (409), and a coach only when the plan is shared (403). The action is the ` +
            'coachee’s, for the engagement’s survey, with the coach as its coach; `competency` must be one of that survey’s (400). ' +
            'Queues development_plan.changed.',
          params: mount.params,
          body: AgreedActionInput,
          response: { 201: PlanAction, ...errors(403, 404, 409) },
        },
      },
      async (req, reply) => {
        const party = await partyFrom(app, req, mount);
        return reply.code(201).send(sendOutcome(await agreeAction(app, party, req.body, mount.link ? null : req.user.id)));
      },
    );

    app.get(
      `${prefix}/guide/`,
      {
        schema: {
          tags,
          summary: 'The conversation guide: GROW questions per development area',
          description:
            `${door} ${ACCESS} Built from each competency’s definition and the coachee’s released report as the coachee reads it ` +
            '(withheld figures stay null). A coach reads it only when the coachee shares their report (403 under plan_only).',
          params: mount.params,
          response: { 200: ConversationGuide, ...errors(403, 404) },
        },
      },
      async (req) => {
        const party = await partyFrom(app, req, mount);
        return sendOutcome(await conversationGuide(app, party));
      },
    );

    app.get(
      `${prefix}/export/`,
      {
        schema: {
          tags,
          summary: 'The coachee’s shared material as a JSON or PDF file',
          description:
            `${door} ${ACCESS} The engagement, its sessions and notes, the plan where shared and the report only under report_and_plan ` +
            '(the coachee always has both). Each export is audit-logged.',
          params: mount.params,
          querystring: CoachingExportQuery,
          response: {
            200: { description: 'The material as a file', content: { 'application/json': binary, 'application/pdf': binary } },
            ...errors(403, 404),
          },
        },
      },
      async (req, reply) => {
        const party = await partyFrom(app, req, mount);
        const actor = coachingActor(req, party, await peopleOf(app.db, party));
        const file = sendOutcome(await exportMaterial(app, party, req.query.format, actor));
        return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
      },
    );
  };
