import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in coaching.ts.

/**
 * HR's coach form. The screen shows an Employee | Outside coach toggle above it and offers the fields of that kind
 * (the employee picker, or name, address and organisation); the long choice lists become checkbox columns there.
 */
export const coachUi: UiSchema = {
  'ui:order': ['employee', 'name', 'email', 'organisation', 'competencies', 'languages', 'capacity', 'active', '*'],
  employee: { 'ui:placeholder': 'Choose an employee…', 'ui:help': 'They coach alongside their job; their own reports never list them as a coach.' },
  name: { 'ui:autofocus': true, 'ui:autocomplete': 'off', 'ui:placeholder': 'e.g. Maria Lindqvist' },
  email: { 'ui:autocomplete': 'off', 'ui:options': { inputType: 'email' }, 'ui:help': 'Their personal link is mailed here: they need no account.' },
  organisation: { 'ui:autocomplete': 'off', 'ui:placeholder': 'e.g. Northlight Coaching' },
  competencies: { 'ui:help': 'Coachees asking for help on these see them proposed.' },
  languages: {},
  capacity: { 'ui:help': 'Coachees at once, requests awaiting approval included. 0 keeps them in the pool without new coachees.' },
};

/** A provider's webhook endpoint. */
export const webhookUi: UiSchema = {
  'ui:order': ['url', 'description', 'events', 'active', '*'],
  url: { 'ui:autofocus': true, 'ui:autocomplete': 'off', 'ui:placeholder': 'https://provider.example/hooks/competency360', 'ui:options': { inputType: 'url' } },
  description: { 'ui:placeholder': 'e.g. Northlight Coaching’s booking system' },
  events: { 'ui:help': 'Each chosen event is sent, signed with the endpoint’s secret.' },
};

/** HR declining a request: an optional reason, kept with the decision. */
export const declineUi: UiSchema = {
  reason: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 }, 'ui:placeholder': 'Optional: why, and what the coachee might do instead' },
};
