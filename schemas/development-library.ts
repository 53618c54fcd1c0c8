import Type, { type Static } from 'typebox';
import { literalUnion } from './literal-union';
import { ArchivedAt } from './master-item';
import { PROFICIENCY_LEVELS } from './survey';
import { CleanText, VisibleLine } from './text-fields';

/*
 * The development action library (issue 40): per competency, and per proficiency level or for any level, what a
 * company suggests doing to grow. A company list beside the competencies; development plans take actions from it,
 * and what followed them ranks the suggestions (docs/development-suggestions.md).
 */

const Level = literalUnion(PROFICIENCY_LEVELS);

/** The form and the body of POST and PUT /competency/development-actions/. */
export const LibraryAction = Type.Object(
  {
    competency: Type.Integer({ title: 'Competency', minimum: 1 }),
    level: Type.Optional(Type.Union([Level, Type.Null()], { title: 'Proficiency level', description: 'The level it suits; null or left out: any level' })),
    title: VisibleLine('Action', 200),
    description: Type.Optional(CleanText('Description', 2000)),
  },
  { additionalProperties: false },
);
export type LibraryAction = Static<typeof LibraryAction>;

export const LibraryActionRow = Type.Object(
  {
    id: Type.Integer(),
    competency: Type.Integer(),
    level: Type.Union([Level, Type.Null()]),
    title: Type.String(),
    description: Type.String(),
    archived_at: ArchivedAt,
  },
  { additionalProperties: false },
);
export type LibraryActionRow = Static<typeof LibraryActionRow>;

const obj = <T extends Type.TProperties>(p: T) => Type.Object(p, { additionalProperties: false });

/**
 * What followed a library action in this company: the mean change of the ratees' others' score on its competency
 * from the survey they took it after to their next one, over `people` ratees. Null below the company's anonymity
 * threshold of people: not enough evidence yet.
 */
export const ActionEvidence = Type.Union([obj({ mean_change: Type.Number(), people: Type.Integer() }), Type.Null()]);
export type ActionEvidence = Static<typeof ActionEvidence>;

export const SuggestedAction = obj({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  level: Type.Union([Level, Type.Null()]),
  evidence: ActionEvidence,
});
export type SuggestedAction = Static<typeof SuggestedAction>;

/** Why a competency is a development area: others score it among the lowest, or self is well above others. */
export const AREA_REASONS = ['low_score', 'blind_spot'] as const;
export type AreaReason = (typeof AREA_REASONS)[number];

export const DevelopmentArea = obj({
  competency_id: Type.Integer(),
  title: Type.String(),
  expected_level: Level,
  others: Type.Number({ description: 'Others’ mean (0–4), two decimals, as the report shows it' }),
  self: Type.Union([Type.Number(), Type.Null()]),
  reasons: Type.Array(literalUnion(AREA_REASONS)),
  actions: Type.Array(SuggestedAction),
});
export type DevelopmentArea = Static<typeof DevelopmentArea>;

/** GET /feedback/survey/{id}/ratee/{ratee}/action-suggestions/. */
export const ActionSuggestions = obj({
  threshold: Type.Integer({ description: 'People an action needs before its evidence is shown: the company’s anonymity threshold' }),
  areas: Type.Array(DevelopmentArea),
});
export type ActionSuggestions = Static<typeof ActionSuggestions>;
