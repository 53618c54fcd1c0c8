import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in audit-log.ts.

/** How long the company keeps its audit log. */
export const auditSettingsUi: UiSchema = {
  audit_retention_days: {
    'ui:help': 'From 30 days to 10 years (3650). Older entries are removed once a day; the change itself is logged.',
    'ui:options': { inputMode: 'numeric' },
  },
};
