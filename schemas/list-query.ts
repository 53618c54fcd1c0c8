import Type, { type Static } from 'typebox';

/**
 * The query every large collection accepts (as Django REST Framework does):
 * `?search=` (contains, any case), `?ordering=` (a field, `-field` for descending),
 * `?limit=` and `?offset=`. The answer stays an array; X-Total-Count carries the total.
 */
export function listQuery(orderings: readonly string[]) {
  const both = orderings.flatMap((o) => [o, `-${o}`]);
  return Type.Object(
    {
      search: Type.Optional(Type.String({ maxLength: 200, description: 'Rows whose text contains this, ignoring case' })),
      ordering: Type.Optional(
        Type.Union(
          both.map((o) => Type.Literal(o)),
          { description: `One of ${both.join(', ')}` },
        ),
      ),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
      offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
    },
    { additionalProperties: false },
  );
}

/** A list whose items can be archived: `?archived=false` gives the choices to offer now. */
export function archivableListQuery(orderings: readonly string[]) {
  return Type.Object(
    {
      ...listQuery(orderings).properties,
      archived: Type.Optional(Type.Boolean({ description: 'false: active items only (choices); true: archived only; absent: all, so names still resolve' })),
    },
    { additionalProperties: false },
  );
}

export interface ListQuery {
  search?: string;
  ordering?: string;
  limit?: number;
  offset?: number;
  archived?: boolean;
}

export const TotalCountHeader = Type.Object({ 'x-total-count': Type.Integer({ description: 'Rows matching the search, before limit and offset' }) });
export type TotalCountHeader = Static<typeof TotalCountHeader>;
