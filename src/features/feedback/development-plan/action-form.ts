import type { RJSFSchema } from '@rjsf/utils';
import type { PlanDialog, PlanWrite } from '../../../../machines/development-plan.machine';
import {
  ACTION_STATUS_LABELS, ACTION_STATUSES, DevelopmentActionInput, type ActionStatus,
} from '../../../../schemas/development-plan';
import { choices } from '../../../components/form/choices';

/** What the dialog edits: the action without its survey and ratee, which come from the panel. */
export interface ActionFormValues {
  title: string;
  competency?: number;
  owner?: number;
  due_date?: string;
  status: ActionStatus;
  notes?: string;
}

export interface FormChoices {
  competencies: Array<{ competency_id: number; title: string }>;
  /** The owners offered: the ratee, and an edited action's owner when someone else. */
  owners: Array<{ id: number; name: string }>;
}

const input = DevelopmentActionInput.properties;

/**
 * The dialog's schema, from DevelopmentActionInput: title and notes as they are; the
 * development area and owner as choices (none = null); due date a plain date; status a
 * choice with its labels. Survey and ratee are not asked: the panel knows them.
 */
export function actionFormSchema({ competencies, owners }: FormChoices): RJSFSchema {
  return {
    type: 'object',
    required: ['title', 'status'],
    additionalProperties: false,
    properties: {
      title: input.title as RJSFSchema,
      competency: choices('Development area', competencies.map((c) => ({ id: c.competency_id, title: c.title })), (c) => c.title),
      owner: choices('Owner', owners, (o) => o.name),
      due_date: { type: 'string', format: 'date', title: 'Due date' },
      status: { type: 'string', title: 'Status', oneOf: ACTION_STATUSES.map((s) => ({ const: s, title: ACTION_STATUS_LABELS[s] })) },
      notes: input.notes as RJSFSchema,
    },
  };
}

/** The dialog's starting values: a new action (prefilled, owned by the ratee) or the action edited. */
export function formValuesOf(dialog: Exclude<PlanDialog, { kind: 'delete' }>, rateeId: number): Partial<ActionFormValues> {
  if (dialog.kind === 'create') {
    const v = dialog.values;
    return { owner: rateeId, status: 'planned', ...(v.title && { title: v.title }), ...(v.competency && { competency: v.competency }) };
  }
  const a = dialog.action;
  return {
    title: a.title, status: a.status, notes: a.notes || undefined, due_date: a.due_date ?? undefined,
    competency: a.competency?.id, owner: a.owner?.id,
  };
}

/** The request a submitted form makes: an empty choice or date is sent as null (cleared), not left out. */
export function writeOf(
  dialog: Exclude<PlanDialog, { kind: 'delete' }>, values: ActionFormValues, scope: { survey: number; ratee: number },
): Extract<PlanWrite, { kind: 'create' | 'update' }> {
  const fields = {
    title: values.title, competency: values.competency ?? null, owner: values.owner ?? null,
    due_date: values.due_date ?? null, status: values.status, notes: values.notes ?? '',
  };
  return dialog.kind === 'create'
    ? { kind: 'create', input: { survey: scope.survey, ratee: scope.ratee, ...fields } }
    : { kind: 'update', id: dialog.action.id, patch: fields };
}

/** The owner choices: the ratee, plus an edited action's other owner so that it shows. */
export function ownersFor(dialog: Exclude<PlanDialog, { kind: 'delete' }>, ratee: { id: number; name: string }) {
  const other = dialog.kind === 'edit' ? dialog.action.owner : null;
  return other && other.id !== ratee.id ? [ratee, other] : [ratee];
}
