import Type, { type Static } from 'typebox';
import { VisibleLine } from './text-fields';

/** Body of every simple master list: group, designation, company type… */
export const MasterItem = Type.Object(
  { name: VisibleLine('Name', 120) },
  { additionalProperties: false },
);
export type MasterItem = Static<typeof MasterItem>;

export const MasterItemRow = Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false });
export type MasterItemRow = Static<typeof MasterItemRow>;
