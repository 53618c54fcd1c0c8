import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in development-plan.ts.

export const developmentActionUi: UiSchema = {
  'ui:order': ['title', 'competency', 'owner', 'due_date', 'status', 'notes'],
  title: { 'ui:autofocus': true, 'ui:autocomplete': 'off', 'ui:placeholder': 'e.g. Lead the next project kick-off' },
  competency: { 'ui:placeholder': 'No development area', 'ui:help': 'One of the competencies this survey rated.' },
  owner: { 'ui:placeholder': 'No owner', 'ui:help': 'Who sees it through: usually the employee themselves.' },
  due_date: { 'ui:help': 'Optional.' },
  notes: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 }, 'ui:placeholder': 'How, with whom, what good looks like…' },
};
