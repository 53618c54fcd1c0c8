import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in development-plan.ts.

export const developmentActionUi: UiSchema = {
  'ui:order': ['title', 'competency', 'owner', 'coach', 'due_date', 'status', 'notes', '*'],
  title: { 'ui:autofocus': true, 'ui:autocomplete': 'off', 'ui:placeholder': 'e.g. Lead the next project kick-off' },
  competency: { 'ui:placeholder': 'No development area', 'ui:help': 'One of the competencies this survey rated.' },
  owner: { 'ui:placeholder': 'No owner', 'ui:help': 'Who sees it through: the employee, their manager or a coach.' },
  coach: { 'ui:placeholder': 'No coach', 'ui:help': 'Who supports the owner: the employee’s manager or a coach HR named.' },
  due_date: { 'ui:help': 'Optional.' },
  notes: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 }, 'ui:placeholder': 'How, with whom, what good looks like…' },
};
