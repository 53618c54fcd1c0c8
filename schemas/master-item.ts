import Type, { type Static } from 'typebox';

/** Body of every simple master list (spec §3): group, designation, company type… */
export const MasterItem = Type.Object(
  { name: Type.String({ title: 'Name', minLength: 1, maxLength: 120 }) },
  { additionalProperties: false },
);
export type MasterItem = Static<typeof MasterItem>;

export const MasterItemRow = Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false });
export type MasterItemRow = Static<typeof MasterItemRow>;
