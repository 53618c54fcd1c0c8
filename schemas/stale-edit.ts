import Type, { type Static } from 'typebox';

/** The 412 a write with a stale If-Match gets: nothing changed; who changed it last and when, as the audit log says. */
export const StaleEdit = Type.Object(
  {
    detail: Type.String({ description: 'A sentence to show as it is: who changed it, when, and to reload' }),
    changed_by: Type.Union([Type.String(), Type.Null()], { description: "The last change's author; null when the audit log names none" }),
    changed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false, description: 'Precondition failed: the If-Match tag is no longer current' },
);
export type StaleEdit = Static<typeof StaleEdit>;
