import Type, { type Static } from 'typebox';
import { CleanText, VisibleLine } from './text-fields';

/*
 * Individual development plans: actions for one ratee, each tied to a
 * survey and usually to a development area (a competency), with an owner, a due date and
 * a status. The feedback area writes them; the ratee sees theirs and moves their status.
 */

export const ACTION_STATUSES = ['planned', 'in_progress', 'done'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
export const ACTION_STATUS_LABELS: Record<ActionStatus, string> = { planned: 'Planned', in_progress: 'In progress', done: 'Done' };

const L = Type.Literal;
const Status = Type.Union([L('planned'), L('in_progress'), L('done')], { title: 'Status', default: 'planned' });
const obj = <T extends Type.TProperties>(p: T) => Type.Object(p, { additionalProperties: false });

/** The form (rjsf) and the body of POST /feedback/development-actions/. */
export const DevelopmentActionInput = Type.Object(
  {
    survey: Type.Integer({ title: 'Survey', minimum: 1, description: 'A published survey of your company' }),
    ratee: Type.Integer({ title: 'Employee', minimum: 1, description: 'A ratee of the survey (employee id)' }),
    competency: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
        title: 'Development area',
        description: 'One of the survey’s competencies (its id), or null',
      }),
    ),
    title: VisibleLine('Action', 200),
    library_action: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
        title: 'From the library',
        description: 'The development action library’s action it was taken from (its id), or null: what follows it ranks the suggestions',
      }),
    ),
    notes: Type.Optional(CleanText('Notes', 2000)),
    owner: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
        title: 'Owner',
        description: 'The employee who sees it through: the ratee (the default), their manager or a coach; null for nobody',
      }),
    ),
    coach: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
        title: 'Coach',
        description: 'Who supports the owner: the ratee’s manager or a coach (employee id); null for nobody',
      }),
    ),
    due_date: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()], { title: 'Due date' })),
    status: Type.Optional(Status),
  },
  { additionalProperties: false, title: 'Development action' },
);
export type DevelopmentActionInput = Static<typeof DevelopmentActionInput>;

/** PATCH /feedback/development-actions/{id}/: any field but survey and ratee. */
export const DevelopmentActionPatch = Type.Object(
  {
    competency: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200, format: 'visible-line' })),
    library_action: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    notes: Type.Optional(Type.String({ maxLength: 2000, format: 'clean-text' })),
    owner: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    coach: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    due_date: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
    status: Type.Optional(Status),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type DevelopmentActionPatch = Static<typeof DevelopmentActionPatch>;

/** PATCH /feedback/my-development-actions/{id}/: the ratee moves their own action. */
export const ActionStatusPatch = obj({ status: Status });

/** PATCH /team/development-actions/{id}/ by an owner or coach who is not the ratee's manager: progress only. */
export const ActionProgressPatch = Type.Object(
  {
    status: Type.Optional(Status),
    notes: Type.Optional(Type.String({ maxLength: 2000, format: 'clean-text' })),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** Who may own or coach one ratee's actions (GET …/action-people/?ratee=): the server checks the same rule. */
export const ActionPeople = obj({
  owners: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false })),
  coaches: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false })),
});
export type ActionPeople = Static<typeof ActionPeople>;
export const ActionPeopleQuery = obj({ ratee: Type.Integer({ minimum: 1 }) });

const Ref = obj({ id: Type.Integer(), name: Type.String() });
export const DevelopmentAction = obj({
  id: Type.Integer(),
  survey: obj({ id: Type.Integer(), title: Type.String() }),
  ratee: Ref,
  competency: Type.Union([obj({ id: Type.Integer(), title: Type.String() }), Type.Null()]),
  title: Type.String(),
  /** The library action it was taken from (issue 40), or null. */
  library_action: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  notes: Type.String(),
  owner: Type.Union([Ref, Type.Null()]),
  coach: Type.Union([Ref, Type.Null()]),
  due_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  status: Type.Union([L('planned'), L('in_progress'), L('done')]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type DevelopmentAction = Static<typeof DevelopmentAction>;

export const DevelopmentActionQuery = obj({
  survey: Type.Optional(Type.Integer({ minimum: 1 })),
  ratee: Type.Optional(Type.Integer({ minimum: 1 })),
});
