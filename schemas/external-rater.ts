import Type, { type Static } from 'typebox';
import { RaterSurveyList } from './survey-answer';
import { VisibleLine } from './text-fields';

/*
 * Outside raters: people who are not employees (a customer, a supplier, a former manager).
 * They never get an account; a personal link mailed to them opens only their assignments,
 * and they always rate as "other".
 */

/** The add dialog's form, and the body of POST /survey/survey/{id}/external-raters/. */
export const ExternalRaterInput = Type.Object(
  {
    ratee: Type.Integer({ title: 'Person to rate', minimum: 1 }),
    name: VisibleLine('Name', 150),
    email: Type.String({ title: 'Email', format: 'email', minLength: 3, maxLength: 254 }),
  },
  { additionalProperties: false },
);
export type ExternalRaterInput = Static<typeof ExternalRaterInput>;

/** An outside rater as HR sees them on the survey page. */
export const ExternalRater = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    link_sent_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: "When their current link was mailed; null until the survey's invitations go out",
    }),
  },
  { additionalProperties: false },
);
export type ExternalRater = Static<typeof ExternalRater>;

/** The answer of an add or a resend: who, and what was done about their mail. */
export const ExternalRaterAnswer = Type.Object({ detail: Type.String(), external: ExternalRater, assignment: Type.Integer() }, { additionalProperties: false });
export type ExternalRaterAnswer = Static<typeof ExternalRaterAnswer>;

/** The answer of a resend: the outside rater, with the time of their new link. */
export const ExternalRaterResent = Type.Object({ detail: Type.String(), external: ExternalRater }, { additionalProperties: false });
export type ExternalRaterResent = Static<typeof ExternalRaterResent>;

export const ExternalRaterParams = Type.Object({ id: Type.Integer({ minimum: 1 }), external: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** 32 random bytes in base64url: 43 characters. Anything else is no link of ours. */
const LinkToken = Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' });

export const ExternalLinkParam = Type.Object({ token: LinkToken }, { additionalProperties: false });
export const ExternalSheetParams = Type.Object({ token: LinkToken, assignment: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** What a link no longer valid answers, in words the person holding it can act on. */
export const LINK_INVALID = 'This link is no longer valid. If a newer link was sent to you, use that one.';
export const LINK_CLOSED = 'This link is no longer valid: the survey has closed.';

/**
 * Who asks an outside rater, shown on the pages their link opens: their survey's company and the person who set the
 * survey up (its owner), null when that account is gone (the company's HR asks then). Nothing else of the company.
 */
export const ExternalAsker = Type.Object(
  {
    company: Type.String({ description: 'The name of the company whose survey the link opens' }),
    asked_by: Type.Union([Type.String(), Type.Null()], { description: "The survey owner's name; null when their account is gone" }),
  },
  { additionalProperties: false },
);
export type ExternalAsker = Static<typeof ExternalAsker>;

/** GET /api/external/{token}/: what the link opens (as the rater lists), with who asks. */
export const ExternalRequestList = Type.Object({ result: RaterSurveyList.properties.result, asker: ExternalAsker }, { additionalProperties: false });
export type ExternalRequestList = Static<typeof ExternalRequestList>;
