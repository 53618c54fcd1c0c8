import Type, { type Static } from 'typebox';

const NullableId = Type.Union([Type.Integer(), Type.Null()]);

/**
 * One node of GET /api/get-org-hirearchy-data/: an employee and their manager.
 * `id` and `employee_id` are both the employee's id; `parent_id` is the manager's, null
 * for a root. Designation, department and group are list ids, as everywhere in the API.
 */
export const HierarchyNode = Type.Object(
  {
    id: Type.Integer(),
    parent_id: NullableId,
    employee_id: Type.Integer(),
    user_id: Type.Integer(),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    designation: NullableId,
    department: NullableId,
    group: NullableId,
    email: Type.String(),
    emp_code: Type.String(),
    contact_num: Type.String(),
    parent_username: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type HierarchyNode = Static<typeof HierarchyNode>;
