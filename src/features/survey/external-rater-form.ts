import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { ExternalRaterInput } from '../../../schemas/external-rater';
import { externalRaterUi } from '../../../schemas/external-rater.ui';
import { ANONYMOUS_RELATIONSHIPS, type Assignment, type RateeProgress, type Relationship } from '../../../schemas/survey';
import type { TFunction } from 'i18next';
import { choices } from '../../components/form/choices';

/** A ratee of the survey, as the per-ratee progress lists them; `fixed`: their anonymous raters take nobody new. */
/** `others`: how many raters the person has in "Other" already (outside raters among them). */
export interface RateeChoice {
  id: number;
  name: string;
  fixed?: boolean;
  others?: number;
}

const input = ExternalRaterInput.properties;

/**
 * The survey's ratees, marked when one of their peers, direct reports or outside raters has
 * submitted: the server refuses them a new outside rater, so the form says so before anyone types.
 */
export function rateeChoices(progress: readonly RateeProgress[], assignments: readonly Assignment[]): RateeChoice[] {
  const anonymous: readonly Relationship[] = ANONYMOUS_RELATIONSHIPS;
  const fixed = new Set(assignments.filter((a) => a.status === 'submitted' && anonymous.includes(a.relationship)).map((a) => a.ratee.id));
  const others = new Map<number, number>();
  for (const a of assignments) if (a.relationship === 'other') others.set(a.ratee.id, (others.get(a.ratee.id) ?? 0) + 1);
  return progress.map(({ ratee }) => ({ id: ratee.id, name: ratee.name, fixed: fixed.has(ratee.id), others: others.get(ratee.id) ?? 0 }));
}

/** ExternalRaterInput with the ratee as a choice among the survey's ratees; name and email as the server checks them. */
export function externalRaterFormSchema(ratees: readonly RateeChoice[], t: TFunction<'survey'>): RJSFSchema {
  return {
    type: 'object',
    required: ['ratee', 'name', 'email'],
    additionalProperties: false,
    properties: {
      ratee: choices(t('external.person'), ratees, (r) => (r.others ? t('external.othersSoFar', { name: r.name, others: r.others }) : r.name)),
      name: input.name as RJSFSchema,
      email: input.email as RJSFSchema,
    },
  };
}

/** The form's uiSchema: ratees whose anonymous raters are fixed are shown, not offered, and the help says why. */
export function externalRaterFormUi(ratees: readonly RateeChoice[], t: TFunction<'survey'>): UiSchema {
  const fixed = ratees.filter((r) => r.fixed);
  if (!fixed.length) return externalRaterUi;
  const names = fixed.map((r) => r.name).join(t('external.listSeparator'));
  return {
    ...externalRaterUi,
    ratee: {
      ...externalRaterUi.ratee,
      'ui:enumDisabled': fixed.map((r) => r.id),
      'ui:help': t('external.notFor', { names }),
    },
  };
}
