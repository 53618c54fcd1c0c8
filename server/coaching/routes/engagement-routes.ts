import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ConsentInput, Engagement, EngagementSummary } from '../../../schemas/coaching';
import { actorOf, type AuditActor } from '../../audit/record';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { changeConsent, endEngagement, viewEngagement } from '../actions/engagement';
import type { Party } from '../rules/party';
import { partyFrom, type PartyMount } from './party-mount';

const tags = ['coaching'];
const ACCESS =
  'The coachee reaches their own engagement whole; the coach only while it is active and the coachee’s latest consent shares something ' +
  '(403 with the reason otherwise: consent withdrawn, not active, or they rated the coachee). Anyone else 404.';

/** Who the audit log names: the signed-in account, or the outside coach by their profile (they have none). */
const actorFor = (req: FastifyRequest, mount: PartyMount, party: Party): AuditActor =>
  mount.link ? { companyId: party.engagement.company_id, userId: null, actor: `outside coach #${party.engagement.coach_id}`, ip: req.ip } : actorOf(req);

/** One engagement, at both doors (signed in, and an outside coach's link): the same code, `partyFrom` first in each handler. */
export const engagementRoutes =
  (mount: PartyMount): FastifyPluginAsyncTypebox =>
  async (app) => {
    const errors = mount.link ? errorResponses(403, 404, 429) : errorResponses(401, 403, 404);

    app.get(
      `${mount.prefix}/`,
      {
        schema: {
          tags,
          summary: 'One coaching engagement, as far as you may see it',
          description:
            `${mount.door} ${ACCESS} \`report\`: the coachee’s released report exactly as the coachee reads it, only under consent ` +
            '`report_and_plan` (else null); `plan`: their development plan of the survey, only while consent shares something.',
          params: mount.params,
          response: { 200: Engagement, ...errors },
        },
      },
      async (req) => viewEngagement(app, await partyFrom(app, req, mount)),
    );

    // Consent is the coachee's alone, and the coachee signs in: the link door has no consent route.
    if (!mount.link)
      app.put(
        `${mount.prefix}/consent/`,
        {
          schema: {
            tags,
            summary: 'Change what your coach sees, or withdraw it (the coachee)',
            description:
              'Recorded as a new consent fact (never an update), in the audit log (`coaching.consent`) and as the `coaching.consent_changed` ' +
              'webhook event. `none` withdraws it: the coach’s next call is refused (403). The coach gets 403 here.',
            params: mount.params,
            body: ConsentInput,
            response: { 200: EngagementSummary, ...errorResponses(400, 401, 403, 404, 409) },
          },
        },
        async (req) => {
          const party = await partyFrom(app, req, mount);
          return sendOutcome(await changeConsent(app, party, req.body.scope, actorFor(req, mount, party)));
        },
      );

    app.post(
      `${mount.prefix}/end/`,
      {
        schema: {
          tags,
          summary: 'End the coaching (either party)',
          description: `${mount.door} An active one (or, for the coachee, one awaiting approval) ends; the other party is mailed. 409 when it has ended already.`,
          params: mount.params,
          response: { 200: EngagementSummary, ...errors, 409: errorResponses(409)[409] },
        },
      },
      async (req) => {
        const party = await partyFrom(app, req, mount);
        return sendOutcome(await endEngagement(app, party, actorFor(req, mount, party)));
      },
    );
  };
