import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { AgreedActionInput, SessionInput, type EngagementSummary } from '../../../schemas/coaching';

/** The schedule and reschedule form: SessionInput as the server checks it, laid out in two columns. */
export const sessionSchema = SessionInput as unknown as RJSFSchema;
export const sessionUi: UiSchema = {
  'ui:title': '',
  'ui:options': { columns: 2 },
  location: { 'ui:options': { fullWidth: true }, 'ui:placeholder': 'Room 4.12, or https://meet.example.com/…' },
};

/**
 * The agreed action form: AgreedActionInput, its development area a choice among the engagement's own areas and its
 * due date a plain date (the server's schema allows null for both; the form leaves them out when empty).
 */
export function agreedActionSchema(areas: EngagementSummary['competencies']): RJSFSchema {
  const base = AgreedActionInput as unknown as { properties: Record<string, RJSFSchema>; required?: string[] };
  const { session: _session, ...properties } = base.properties;
  return {
    ...(AgreedActionInput as unknown as RJSFSchema),
    title: '',
    properties: {
      ...properties,
      competency: { type: 'integer', title: 'Development area', oneOf: areas.map((a) => ({ const: a.id, title: a.title })) },
      due_date: { type: 'string', format: 'date', title: 'Due date' },
    },
  };
}
export const agreedActionUi: UiSchema = {
  'ui:options': { columns: 2 },
  title: { 'ui:options': { fullWidth: true } },
  notes: { 'ui:widget': 'textarea', 'ui:options': { fullWidth: true } },
};
