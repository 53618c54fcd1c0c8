import Type, { type Static } from 'typebox';
import { FeedbackReport } from './feedback';
import { literalUnion } from './literal-union';
import { CleanText, VisibleLine } from './text-fields';

/*
 * Coaching (issue 41): a pool of coaches (employees, or people outside the company who open a personal link), a
 * ratee asking one of them for coaching on their report's development areas, the ratee's consent to what the coach
 * sees (recorded as facts, read on every request), sessions with calendar invitations, private notes, conversation
 * guides, signed webhooks for outside coaching providers and HR's view of uptake and outcomes.
 */

const obj = <T extends Type.TProperties>(p: T, options: Type.TObjectOptions = {}) => Type.Object(p, { additionalProperties: false, ...options });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Nullable = <T extends Type.TSchema>(t: T) => Type.Union([t, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

/** What the coach sees, as the coachee chose: the released report and the plan, only the plan, or nothing (withdrawn). */
export const CONSENT_SCOPES = ['report_and_plan', 'plan_only', 'none'] as const;
export type ConsentScope = (typeof CONSENT_SCOPES)[number];
export const CONSENT_LABELS: Record<ConsentScope, string> = {
  report_and_plan: 'My released report and my development plan',
  plan_only: 'Only my development plan',
  none: 'Nothing (consent withdrawn)',
};
/** What a coachee may grant: withdrawing is its own action. */
export const GrantedScope = literalUnion(['report_and_plan', 'plan_only'] as const, { title: 'What your coach sees', default: 'plan_only' });

/** An engagement's life: awaiting HR (when the company requires approval), active, declined by HR, ended by either side. */
export const ENGAGEMENT_STATUSES = ['pending_approval', 'active', 'declined', 'ended'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];
export const ENGAGEMENT_STATUS_LABELS: Record<EngagementStatus, string> = {
  pending_approval: 'Awaiting HR approval',
  active: 'Active',
  declined: 'Declined',
  ended: 'Ended',
};

export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Languages a coach may state and a coachee ask for: ISO 639-1 codes the product names. */
export const COACHING_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'fi', 'no', 'cs', 'tr', 'ja', 'zh', 'ar', 'hi'] as const;
export type CoachingLanguage = (typeof COACHING_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<CoachingLanguage, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  pl: 'Polish',
  sv: 'Swedish',
  da: 'Danish',
  fi: 'Finnish',
  no: 'Norwegian',
  cs: 'Czech',
  tr: 'Turkish',
  ja: 'Japanese',
  zh: 'Chinese',
  ar: 'Arabic',
  hi: 'Hindi',
};
const Language = literalUnion(COACHING_LANGUAGES, { title: 'Language' });

export const MAX_COACH_CAPACITY = 50;
export const SESSION_MINUTES = { min: 15, max: 480, default: 60 } as const;

// ---------------------------------------------------------------- the pool (HR)

/**
 * The form and the body of POST /coaching/coaches/ and PUT /coaching/coaches/{coach}/. An internal coach names an
 * employee (`employee`); an outside coach a name, an address and an organisation (`employee` null).
 */
export const CoachInput = obj(
  {
    employee: Nullable(
      Type.Integer({
        minimum: 1,
        maximum: 2147483647,
        title: 'Employee',
        description: 'An employee of your company (internal coach); null for an outside coach',
      }),
    ),
    name: Type.Optional(Type.String({ title: 'Name', maxLength: 150, format: 'clean-text', description: 'Outside coaches only' })),
    email: Type.Optional(
      Type.String({ title: 'Email', format: 'email', minLength: 3, maxLength: 254, description: 'Outside coaches only: where their personal link is mailed' }),
    ),
    organisation: Type.Optional(CleanText('Organisation', 150)),
    competencies: Type.Array(Id, { title: 'Competencies they coach', minItems: 1, maxItems: 100, uniqueItems: true }),
    languages: Type.Array(Language, { title: 'Languages', minItems: 1, maxItems: COACHING_LANGUAGES.length, uniqueItems: true }),
    capacity: Type.Integer({ title: 'Capacity (coachees at once)', minimum: 0, maximum: MAX_COACH_CAPACITY, default: 3 }),
    active: Type.Optional(Type.Boolean({ title: 'Taking new coachees', default: true })),
  },
  { title: 'Coach' },
);
export type CoachInput = Static<typeof CoachInput>;

const Named = obj({ id: Type.Integer(), title: Type.String() });

/** A coach as HR sees them in the pool. */
export const Coach = obj({
  id: Type.Integer(),
  kind: literalUnion(['internal', 'outside'] as const),
  employee: Nullable(Type.Integer()),
  name: Type.String(),
  email: Type.String(),
  organisation: Type.String(),
  competencies: Type.Array(Named),
  languages: Type.Array(Language),
  capacity: Type.Integer(),
  active: Type.Boolean(),
  /** Active engagements (pending approval included): capacity minus this is their room. */
  coachees: Type.Integer(),
  link_sent_at: Nullable(DateTime),
});
export type Coach = Static<typeof Coach>;
export const CoachParam = obj({ coach: Id });

/** GET /coaching/choices/: what the coach form picks from (active competencies, employees), for HR with the feedback permission alone. */
export const CoachChoices = obj({
  competencies: Type.Array(Named),
  employees: Type.Array(obj({ id: Type.Integer(), name: Type.String(), email: Type.String() })),
});
export type CoachChoices = Static<typeof CoachChoices>;

export const CoachingSettings = obj({
  requires_approval: Type.Boolean({ title: 'HR approves each coaching request', default: false }),
});
export type CoachingSettings = Static<typeof CoachingSettings>;

// ---------------------------------------------------------------- matching and requests (the coachee)

/** A coach proposed to a coachee: who, what of the asked competencies they cover, their languages; never their load. */
export const CoachProposal = obj({
  coach: Type.Integer(),
  name: Type.String(),
  organisation: Type.String(),
  kind: literalUnion(['internal', 'outside'] as const),
  covers: Type.Array(Named),
  languages: Type.Array(Language),
});
export type CoachProposal = Static<typeof CoachProposal>;

export const ProposalQuery = obj({
  language: Type.Optional(Language),
  competencies: Type.Optional(
    Type.String({ maxLength: 400, pattern: '^[0-9]+(,[0-9]+)*$', description: 'Competency ids, comma separated; the report’s development areas when absent' }),
  ),
});

/** GET /coaching/my/survey/{survey}/proposals/: the report's development areas and the coaches who match. */
export const CoachProposals = obj({
  survey: Type.Integer(),
  development_areas: Type.Array(Named),
  languages: Type.Array(Language, { description: 'Languages some coach with room speaks' }),
  coaches: Type.Array(CoachProposal),
  requires_approval: Type.Boolean(),
  /** An open engagement for this report already (one at a time), else null. */
  open_engagement: Nullable(Type.Integer()),
});
export type CoachProposals = Static<typeof CoachProposals>;

/** The body of POST /coaching/my/requests/. */
export const CoachingRequestInput = obj(
  {
    survey: Type.Integer({ minimum: 1, maximum: 2147483647, title: 'Report' }),
    coach: Type.Integer({ minimum: 1, maximum: 2147483647, title: 'Coach' }),
    competencies: Type.Array(Id, { title: 'Development areas', minItems: 1, maxItems: 20, uniqueItems: true }),
    language: Language,
    scope: GrantedScope,
    message: Type.Optional(CleanText('A word for your coach', 1000)),
  },
  { title: 'Ask for coaching' },
);
export type CoachingRequestInput = Static<typeof CoachingRequestInput>;

/** The body of PUT /coaching/engagements/{engagement}/consent/: a coachee's new consent, `none` withdraws it. */
export const ConsentInput = obj({ scope: literalUnion(CONSENT_SCOPES, { title: 'What your coach sees' }) });
export type ConsentInput = Static<typeof ConsentInput>;

export const DeclineInput = obj({ reason: Type.Optional(CleanText('Reason', 1000)) });

// ---------------------------------------------------------------- one engagement

export const EngagementParam = obj({ engagement: Id });
export const SessionParams = obj({ engagement: Id, session: Id });
export const CoachLinkParam = obj({ token: Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' }) });
export const CoachLinkEngagementParams = obj({ token: CoachLinkParam.properties.token, engagement: Id });
export const CoachLinkSessionParams = obj({ token: CoachLinkParam.properties.token, engagement: Id, session: Id });

/** An engagement as a list shows it (the coachee's My coaching, a coach's coachees, HR's requests). */
export const EngagementSummary = obj({
  id: Type.Integer(),
  status: literalUnion(ENGAGEMENT_STATUSES),
  survey: obj({ id: Type.Integer(), title: Type.String() }),
  coachee: obj({ id: Type.Integer(), name: Type.String() }),
  coach: obj({ id: Type.Integer(), name: Type.String(), organisation: Type.String(), kind: literalUnion(['internal', 'outside'] as const) }),
  competencies: Type.Array(Named),
  language: Language,
  scope: literalUnion(CONSENT_SCOPES),
  requested_at: DateTime,
  next_session: Nullable(DateTime),
});
export type EngagementSummary = Static<typeof EngagementSummary>;

export const CoachingSession = obj({
  id: Type.Integer(),
  starts_at: DateTime,
  minutes: Type.Integer(),
  location: Type.String(),
  status: literalUnion(SESSION_STATUSES),
});
export type CoachingSession = Static<typeof CoachingSession>;

/** The body of POST …/sessions/ and PUT …/sessions/{session}/ (a reschedule). */
export const SessionInput = obj(
  {
    starts_at: Type.String({ title: 'Starts at', format: 'date-time' }),
    minutes: Type.Integer({ title: 'Minutes', minimum: SESSION_MINUTES.min, maximum: SESSION_MINUTES.max, default: SESSION_MINUTES.default }),
    location: Type.Optional(CleanText('Where (a room or a video link)', 500)),
  },
  { title: 'Session' },
);
export type SessionInput = Static<typeof SessionInput>;

/** A note: written by coach or coachee, read by both and nobody else (not HR, not the manager). */
export const CoachingNote = obj({
  id: Type.Integer(),
  author: literalUnion(['coach', 'coachee'] as const),
  session: Nullable(Type.Integer()),
  body: Type.String(),
  created_at: DateTime,
});
export type CoachingNote = Static<typeof CoachingNote>;

export const NoteInput = obj(
  { body: Type.String({ title: 'Note', minLength: 1, maxLength: 5000, format: 'visible-text' }), session: Type.Optional(Nullable(Id)) },
  { title: 'Private note' },
);
export type NoteInput = Static<typeof NoteInput>;

/** An action agreed in a session: it lands in the coachee's development plan with the coach as coach. */
export const AgreedActionInput = obj(
  {
    title: VisibleLine('Action', 200),
    competency: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2147483647, title: 'Development area' }))),
    due_date: Type.Optional(Nullable(Type.String({ format: 'date', title: 'Due date' }))),
    notes: Type.Optional(CleanText('Notes', 2000)),
    session: Type.Optional(Nullable(Id)),
  },
  { title: 'Agreed action' },
);
export type AgreedActionInput = Static<typeof AgreedActionInput>;

/** A development plan's action as the engagement shows it. */
export const PlanAction = obj({
  id: Type.Integer(),
  title: Type.String(),
  competency: Nullable(Named),
  status: literalUnion(['planned', 'in_progress', 'done'] as const),
  due_date: Nullable(Type.String({ format: 'date' })),
  notes: Type.String(),
  coach: Nullable(Type.String()),
  from_coaching: Type.Boolean(),
});
export type PlanAction = Static<typeof PlanAction>;

/**
 * GET /coaching/engagements/{engagement}/ (and through a coach's link): what the caller may see, no more. The
 * coach's `report` is the coachee's released report exactly as the coachee reads it (the disclosure auditor's
 * decision for the coachee), and only under `report_and_plan`; under `plan_only` it is null; once consent is
 * withdrawn the coach gets 403 and nothing.
 */
export const Engagement = obj({
  ...EngagementSummary.properties,
  role: literalUnion(['coach', 'coachee'] as const),
  message: Type.String(),
  sessions: Type.Array(CoachingSession),
  notes: Type.Array(CoachingNote),
  plan: Type.Array(PlanAction),
  report: Nullable(FeedbackReport),
});
export type Engagement = Static<typeof Engagement>;

/** GET /api/coach/{token}/: the outside coach's own page. */
export const CoachHome = obj({
  coach: obj({ name: Type.String(), organisation: Type.String(), company: Type.String() }),
  engagements: Type.Array(EngagementSummary),
});
export type CoachHome = Static<typeof CoachHome>;

// ---------------------------------------------------------------- conversation guides

/** A GROW-style guide for the first session on one development area. */
export const GuideArea = obj({
  competency: Named,
  definition: Type.String(),
  /** Others' score and the self score where the report shows them (null: withheld or not asked). */
  others: Nullable(Type.Number()),
  self: Nullable(Type.Number()),
  gap: Nullable(Type.Number()),
  blind_spot: Type.Boolean(),
  themes: Type.Array(Type.String(), { description: 'Themes of the comments on it, where the report shows them' }),
  goal: Type.Array(Type.String()),
  reality: Type.Array(Type.String()),
  options: Type.Array(Type.String()),
  will: Type.Array(Type.String()),
});
export const ConversationGuide = obj({ engagement: Type.Integer(), coachee: Type.String(), survey: Type.String(), areas: Type.Array(GuideArea) });
export type ConversationGuide = Static<typeof ConversationGuide>;

export const CoachingExportQuery = obj({ format: literalUnion(['json', 'pdf'] as const) });

// ---------------------------------------------------------------- webhooks (HR) and outcomes

export const WEBHOOK_EVENTS = [
  'coaching.requested',
  'coaching.approved',
  'coaching.declined',
  'coaching.consent_changed',
  'coaching.ended',
  'coaching.session_scheduled',
  'coaching.session_rescheduled',
  'coaching.session_cancelled',
  'development_plan.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/**
 * What a delivery may carry: the events an endpoint subscribes to, and `ping`, the test HR sends to one endpoint
 * (POST /coaching/webhooks/{endpoint}/ping/), whatever it subscribes to. Nobody subscribes to `ping`.
 */
export const WEBHOOK_DELIVERY_TYPES = [...WEBHOOK_EVENTS, 'ping'] as const;
export type WebhookDeliveryType = (typeof WEBHOOK_DELIVERY_TYPES)[number];

/** Seconds a signature's timestamp may be away from the receiver's clock: older (or later) is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** The header a delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the endpoint's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'c360-signature';

export const WebhookInput = obj(
  {
    url: Type.String({ title: 'Receiver URL (https)', format: 'uri', minLength: 8, maxLength: 2000 }),
    events: Type.Array(literalUnion(WEBHOOK_EVENTS), { title: 'Events', minItems: 1, uniqueItems: true }),
    description: Type.Optional(CleanText('Description', 200)),
    active: Type.Optional(Type.Boolean({ title: 'Active', default: true })),
  },
  { title: 'Webhook endpoint' },
);
export type WebhookInput = Static<typeof WebhookInput>;

/** The body of PUT /coaching/webhooks/{endpoint}/: the endpoint, and whether to replace its secret (shown once in the answer). */
export const WebhookUpdate = obj(
  {
    ...WebhookInput.properties,
    rotate_secret: Type.Optional(Type.Boolean({ title: 'Issue a new secret (the old one stops signing at once)', default: false })),
  },
  { title: 'Webhook endpoint' },
);
export type WebhookUpdate = Static<typeof WebhookUpdate>;

export const WebhookEndpoint = obj({
  id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(literalUnion(WEBHOOK_EVENTS)),
  description: Type.String(),
  active: Type.Boolean(),
  created_at: DateTime,
  /** Shown once, when the endpoint is created or its secret rotated; null otherwise. */
  secret: Nullable(Type.String()),
});
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;
export const WebhookParam = obj({ endpoint: Id });
/** The answer of POST /coaching/webhooks/{endpoint}/ping/: the test event's id, as the receiver will see it. */
export const WebhookPing = obj({ event_id: Type.String() });

export const WebhookDelivery = obj({
  id: Type.Integer(),
  event_id: Type.String(),
  type: literalUnion(WEBHOOK_DELIVERY_TYPES),
  status: literalUnion(['pending', 'delivered', 'failed'] as const),
  attempts: Type.Integer(),
  last_status: Nullable(Type.Integer()),
  last_error: Nullable(Type.String()),
  created_at: DateTime,
  delivered_at: Nullable(DateTime),
  next_attempt_at: Nullable(DateTime),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

/** Every event's body: the envelope a receiver verifies, then reads. */
export const WebhookPayload = obj({
  id: Type.String({ description: 'The event’s id: a receiver that sees it twice has it already' }),
  type: literalUnion(WEBHOOK_DELIVERY_TYPES),
  created_at: DateTime,
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type WebhookPayload = Static<typeof WebhookPayload>;

export const CompetencyChange = obj({
  competency: Named,
  coached_people: Type.Integer(),
  uncoached_people: Type.Integer(),
  /** Mean change of others' score from the coached survey to the person's next closed survey; null below the threshold. */
  coached_change: Nullable(Type.Number()),
  uncoached_change: Nullable(Type.Number()),
});

export const CoachingOutcomes = obj({
  uptake: obj({
    released_reports: Type.Integer(),
    requested: Type.Integer(),
    active: Type.Integer(),
    pending_approval: Type.Integer(),
    ended: Type.Integer(),
    sessions_held: Type.Integer(),
  }),
  threshold: Type.Integer(),
  competencies: Type.Array(CompetencyChange),
});
export type CoachingOutcomes = Static<typeof CoachingOutcomes>;
