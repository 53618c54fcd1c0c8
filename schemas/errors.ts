import Type, { type Static } from 'typebox';

/** 400: `{"field": ["message", …], "non_field_errors": [...]}`, the shape every refusal takes. */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: 'Messages per field; non_field_errors for the form as a whole',
});
export type FieldErrors = Static<typeof FieldErrors>;

/** 401/403/404/429. */
export const Detail = Type.Object({ detail: Type.String() }, { additionalProperties: false });
export type Detail = Static<typeof Detail>;

export const StatusMessage = Type.Object({ status: Type.String(), message: Type.String() }, { additionalProperties: false });
export type StatusMessage = Static<typeof StatusMessage>;

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export const TokenParam = Type.Object({ token: Type.String({ minLength: 16, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false });
