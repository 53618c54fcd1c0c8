import Type, { type Static } from 'typebox';
import { VisibleLine } from './text-fields';

/** Body of every simple master list: group, designation, company type… */
export const MasterItem = Type.Object({ name: VisibleLine('Name', 120) }, { additionalProperties: false });
export type MasterItem = Static<typeof MasterItem>;

/** When it was archived (kept for history, no longer offered), null while active. */
export const ArchivedAt = Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()]));

export const MasterItemRow = Type.Object({ id: Type.Integer(), name: Type.String(), archived_at: ArchivedAt }, { additionalProperties: false });
export type MasterItemRow = Static<typeof MasterItemRow>;
