import type { RJSFSchema } from '@rjsf/utils';
import type { PlanDialog, PlanWrite } from '../../../../machines/development-plan.machine';
import { ACTION_STATUS_LABELS, ACTION_STATUSES, DevelopmentActionInput, type ActionPeople, type ActionStatus } from '../../../../schemas/development-plan';
import { choices } from '../../../components/form/choices';

/** What the dialog edits: the action without its survey and ratee, which come from the panel. */
export interface ActionFormValues {
  title: string;
  competency?: number;
  owner?: number;
  coach?: number;
  due_date?: string;
  status: ActionStatus;
  notes?: string;
}

type Person = { id: number; name: string };

interface FormChoices {
  competencies: Array<{ competency_id: number; title: string }>;
  /** The owners offered: the ratee, their manager and the coaches (and an edited action's owner). */
  owners: Person[];
  /** The coaches offered: the ratee's manager and the coaches (and an edited action's coach). */
  coaches: Person[];
}

const input = DevelopmentActionInput.properties;
const statusField = { type: 'string', title: 'Status', oneOf: ACTION_STATUSES.map((s) => ({ const: s, title: ACTION_STATUS_LABELS[s] })) } as const;

/**
 * The dialog's schema, from DevelopmentActionInput: title and notes as they are; the
 * development area, owner and coach as choices (none = null); due date a plain date; status a
 * choice with its labels. Survey and ratee are not asked: the panel knows them.
 */
export function actionFormSchema({ competencies, owners, coaches }: FormChoices): RJSFSchema {
  return {
    type: 'object',
    required: ['title', 'status'],
    additionalProperties: false,
    properties: {
      title: input.title as RJSFSchema,
      competency: choices(
        'Development area',
        competencies.map((c) => ({ id: c.competency_id, title: c.title })),
        (c) => c.title,
      ),
      owner: choices('Owner', owners, (o) => o.name),
      coach: choices('Coach', coaches, (o) => o.name),
      due_date: { type: 'string', format: 'date', title: 'Due date' },
      status: statusField,
      notes: input.notes as RJSFSchema,
    },
  };
}

/** An owner or coach who is not the ratee's manager keeps an action moving: its status and notes only. */
export function progressFormSchema(): RJSFSchema {
  return {
    type: 'object',
    required: ['status'],
    additionalProperties: false,
    properties: { status: statusField, notes: input.notes as RJSFSchema },
  };
}

/** The dialog's starting values: a new action (prefilled, owned by the ratee) or the action edited. */
export function formValuesOf(dialog: Exclude<PlanDialog, { kind: 'delete' }>, rateeId: number): Partial<ActionFormValues> {
  if (dialog.kind === 'create') {
    const v = dialog.values;
    return {
      owner: v.owner ?? rateeId,
      status: 'planned',
      ...(v.title && { title: v.title }),
      ...(v.competency && { competency: v.competency }),
      ...(v.coach && { coach: v.coach }),
    };
  }
  const a = dialog.action;
  return {
    title: a.title,
    status: a.status,
    notes: a.notes || undefined,
    due_date: a.due_date ?? undefined,
    competency: a.competency?.id,
    owner: a.owner?.id,
    coach: a.coach?.id,
  };
}

/** The request a submitted form makes: an empty choice or date is sent as null (cleared), not left out. */
export function writeOf(
  dialog: Exclude<PlanDialog, { kind: 'delete' }>,
  values: ActionFormValues,
  scope: { survey: number; ratee: number },
): Extract<PlanWrite, { kind: 'create' | 'update' }> {
  const fields = {
    title: values.title,
    competency: values.competency ?? null,
    owner: values.owner ?? null,
    coach: values.coach ?? null,
    due_date: values.due_date ?? null,
    status: values.status,
    notes: values.notes ?? '',
  };
  // A suggestion from the library keeps its source, whose outcome the next survey records (issue 40).
  const library = dialog.kind === 'create' && dialog.values.library_action ? { library_action: dialog.values.library_action } : {};
  return dialog.kind === 'create'
    ? { kind: 'create', input: { survey: scope.survey, ratee: scope.ratee, ...fields, ...library } }
    : { kind: 'update', id: dialog.action.id, patch: fields };
}

/** The progress form's request: only status and notes. */
export function progressWriteOf(action: { id: number }, values: Pick<ActionFormValues, 'status' | 'notes'>): Extract<PlanWrite, { kind: 'update' }> {
  return { kind: 'update', id: action.id, patch: { status: values.status, notes: values.notes ?? '' } };
}

const withPerson = (list: Person[], extra: Person | null | undefined) => (extra && !list.some((p) => p.id === extra.id) ? [...list, extra] : list);

/**
 * The owner and coach choices: who the server allows (ActionPeople; until it answers, the
 * ratee alone as owner), plus an edited action's current owner and coach so that they show.
 */
export function peopleFor(dialog: Exclude<PlanDialog, { kind: 'delete' }>, ratee: Person, people: ActionPeople | null) {
  const edited = dialog.kind === 'edit' ? dialog.action : null;
  const owners = people?.owners.length ? people.owners : [ratee];
  return { owners: withPerson(owners, edited?.owner), coaches: withPerson(people?.coaches ?? [], edited?.coach) };
}
