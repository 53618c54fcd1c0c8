import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookInput,
  WebhookParam,
  WebhookPing,
  WebhookUpdate,
} from '../../../schemas/coaching';
import { actorOf } from '../../audit/record';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { createWebhook, pingWebhook, removeWebhook, updateWebhook, webhookDeliveries, webhookEndpoints } from '../actions/webhooks';

const tags = ['coaching'];

const URL_RULES =
  'The URL must be https and its host neither `localhost` nor an address inside a private network, this machine or a ' +
  'link-local range (400 at `url`); a host name is resolved again at each delivery and refused if it points inside. ' +
  '(A server started with WEBHOOKS_ALLOW_PRIVATE=1, for tests and a receiver on the same machine, allows http and such hosts.)';

/** What a receiver reads: the envelope, the events' data, the signature and how to check it (docs/coaching.md, Webhooks). */
const DELIVERY = `
Each event is POSTed to the URL as JSON, the envelope \`{"id", "type", "created_at", "data"}\` (WebhookPayload), with the
headers \`content-type: application/json\`, \`c360-event-id\`, \`c360-event-type\` and \`${WEBHOOK_SIGNATURE_HEADER}\`.
\`data\` holds ids and names, never a figure of a report:

- \`coaching.requested\`, \`coaching.approved\`, \`coaching.declined\`, \`coaching.ended\`: \`engagement\`, \`survey\`, \`coachee\` (employee id), \`coach\` (coach id), \`status\`.
- \`coaching.consent_changed\`: the same and \`scope\` (\`report_and_plan\`, \`plan_only\` or \`none\`: withdrawn).
- \`coaching.session_scheduled\`, \`coaching.session_rescheduled\`, \`coaching.session_cancelled\`: \`engagement\`, \`session\`, \`starts_at\`, \`minutes\`, \`status\`.
- \`development_plan.changed\`: \`engagement\`, \`action\`, \`change\` (\`created\`, \`updated\`, \`deleted\`), \`title\`, \`status\`; only while the coachee has an active engagement for that survey and has not withdrawn consent.
- \`ping\` (only from POST …/ping/): \`endpoint\`.

The signature header is \`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">\` under the endpoint's secret
(shown once, when the endpoint is created or its secret rotated). A receiver checks it on the raw bytes before parsing,
compares in constant time, accepts any of several \`v1=\` values, refuses a \`t\` more than ${WEBHOOK_TOLERANCE_SECONDS}
seconds from its clock (a replay) and keeps the event ids it has handled: a retry repeats an id. Answer 2xx within
10 seconds; anything else (a redirect too: none is followed) is retried after 30 s, doubling to at most an hour, 8
attempts in all. The copyable verifier is in docs/coaching.md (Webhooks).`;

/** HR connects outside coaching providers: endpoints, their secrets (shown once), the delivery log and a test ping. */
export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = (req: { user: { companyId: number | null } }) => ({ db: app.db, companyId: req.user.companyId!, now: app.now() });
  const writeCtx = (req: Parameters<typeof actorOf>[0]) => ({ ...ctx(req), by: actorOf(req), allowPrivate: app.config.webhooks.allowPrivate });

  app.get(
    '/coaching/webhooks/',
    {
      schema: {
        tags,
        summary: 'Your company’s webhook endpoints (needs feedback)',
        description: 'Oldest first; `secret` is always null here (it is shown once).',
        response: { 200: Type.Array(WebhookEndpoint), ...errorResponses(401, 403) },
      },
    },
    async (req) => webhookEndpoints(app.db, req.user.companyId!),
  );

  app.post(
    '/coaching/webhooks/',
    {
      schema: {
        tags,
        summary: 'Connect a coaching provider: an endpoint that receives the chosen events, signed (needs feedback)',
        description: `The answer's \`secret\` (\`whsec_…\`) is shown this once: keep it in the receiver. ${URL_RULES}\n${DELIVERY}`,
        body: WebhookInput,
        response: { 201: WebhookEndpoint, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => reply.code(201).send(sendOutcome(await createWebhook(writeCtx(req), req.body))),
  );

  app.put(
    '/coaching/webhooks/:endpoint/',
    {
      schema: {
        tags,
        summary: 'Change an endpoint, or rotate its secret (needs feedback)',
        description:
          'With `rotate_secret: true` a new secret is answered once and signs every delivery from now on (retries of ' +
          `earlier events too); \`secret\` is null otherwise. ${URL_RULES} Another company’s endpoint answers 404.`,
        params: WebhookParam,
        body: WebhookUpdate,
        response: { 200: WebhookEndpoint, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await updateWebhook(writeCtx(req), req.params.endpoint, req.body)),
  );

  app.delete(
    '/coaching/webhooks/:endpoint/',
    {
      schema: {
        tags,
        summary: 'Remove an endpoint and its delivery log (needs feedback)',
        description: 'Events not yet delivered to it are dropped. Another company’s endpoint answers 404.',
        params: WebhookParam,
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(401, 403, 404) },
      },
    },
    async (req, reply) => {
      sendOutcome(await removeWebhook(writeCtx(req), req.params.endpoint));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/coaching/webhooks/:endpoint/deliveries/',
    {
      schema: {
        tags,
        summary: 'An endpoint’s delivery log, newest first, the last 100 (needs feedback)',
        description: 'Attempts, the receiver’s last status or the error, and when the next attempt is. Another company’s endpoint answers 404.',
        params: WebhookParam,
        response: { 200: Type.Array(WebhookDelivery), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await webhookDeliveries(app.db, req.user.companyId!, req.params.endpoint)),
  );

  app.post(
    '/coaching/webhooks/:endpoint/ping/',
    {
      schema: {
        tags,
        summary: 'Send a signed test event (`ping`) to this endpoint only (needs feedback)',
        description: 'Queued and posted at once, retried like any event; its outcome shows in the delivery log. Another company’s endpoint answers 404.',
        params: WebhookParam,
        response: { 202: WebhookPing, ...errorResponses(401, 403, 404) },
      },
    },
    async (req, reply) => {
      const ping = sendOutcome(await pingWebhook(ctx(req), req.params.endpoint));
      // The row is committed (one statement): the worker looks at once, on the next turn of the event loop.
      app.webhooks.nudge();
      return reply.code(202).send(ping);
    },
  );
};
