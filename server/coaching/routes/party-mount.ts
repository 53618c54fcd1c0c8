import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { CoachLinkEngagementParams, CoachLinkSessionParams, EngagementParam, SessionParams } from '../../../schemas/coaching';
import { HttpError, notFound } from '../../http-errors';
import { partyOf, type Caller } from '../actions/party';
import type { Party } from '../rules/party';

/**
 * The two doors to one engagement: signed in (the coachee, or an internal coach) under /coaching/engagements/, and an
 * outside coach's personal link under /api/coach/{token}/engagements/. An engagement route is written once and
 * registered at both; `partyFrom` answers who the caller is in the engagement, from the stored facts, or refuses.
 */
export interface PartyMount {
  /** The path up to and including the engagement: `${prefix}/sessions/`. */
  prefix: string;
  params: TSchema;
  sessionParams: TSchema;
  /** Words for the OpenAPI description. */
  door: string;
  caller(req: FastifyRequest): Caller;
  /** The link door counts requests per client address (429), as outside raters' links do. */
  link: boolean;
}

type Params = { engagement: number; token?: string };

export const SIGNED_IN: PartyMount = {
  prefix: '/coaching/engagements/:engagement',
  params: EngagementParam,
  sessionParams: SessionParams,
  door: 'The coachee or their internal coach, signed in.',
  caller: (req) => ({ kind: 'user', companyId: req.user.companyId!, userId: req.user.id }),
  link: false,
};

export const LINK: PartyMount = {
  prefix: '/api/coach/:token/engagements/:engagement',
  params: CoachLinkEngagementParams,
  sessionParams: CoachLinkSessionParams,
  door: 'An outside coach, by the personal link HR mailed them (no sign-in); a replaced link answers 404. Limited per client address (429).',
  caller: (req) => ({ kind: 'link', token: (req.params as Params).token! }),
  link: true,
};

/** The caller's party in the engagement the path names, or the refusal thrown (404 not theirs, 403 consent withdrawn). */
export async function partyFrom(app: FastifyInstance, req: FastifyRequest, mount: PartyMount): Promise<Party> {
  if (mount.link) await app.limiter.consume([{ key: `coach-link:ip:${req.ip}`, limit: app.config.limits.externalLinkPerIp }]);
  const decision = await partyOf(app.db, mount.caller(req), (req.params as Params).engagement);
  if (decision.ok) return decision.party;
  if (decision.reason === 'forbidden') throw new HttpError(403, decision.detail ?? 'Forbidden.');
  throw notFound();
}
