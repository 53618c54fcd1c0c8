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

const column = <T extends Parameters<typeof Type.Array>[0]>(items: T, description: string) => Type.Array(items, { description });

/**
 * GET /api/get-org-hirearchy-data/columns/: the same tree in the compact form the screen
 * draws: one array per field, index i of every array is the same employee. Email, number
 * and the manager's username are left out (GET /api/get-org-hirearchy-data/{id}/ has them).
 */
export const HierarchyColumns = Type.Object(
  {
    version: Type.Integer({ description: "The tree's version: it moves on with every change" }),
    id: column(Type.Integer(), 'Employee ids'),
    parent_id: column(NullableId, "Managers' employee ids, null for a root"),
    username: column(Type.String(), 'Usernames'),
    first_name: column(Type.String(), 'First names'),
    last_name: column(Type.String(), 'Last names'),
    designation: column(NullableId, 'Designation list ids'),
    department: column(NullableId, 'Department list ids'),
    group: column(NullableId, 'Group list ids'),
    emp_code: column(Type.String(), 'Employee codes'),
  },
  { additionalProperties: false },
);
export type HierarchyColumns = Static<typeof HierarchyColumns>;

/** What the tree draws of a node (the compact form's fields, one employee). */
export type OrgNode = Pick<HierarchyNode, 'id' | 'parent_id' | 'username' | 'first_name' | 'last_name' | 'designation' | 'department' | 'group' | 'emp_code'>;

/** The compact form as nodes, one small object per employee. */
export function nodesOfColumns(c: HierarchyColumns): OrgNode[] {
  return c.id.map((id, i) => ({
    id,
    parent_id: c.parent_id[i]!,
    username: c.username[i]!,
    first_name: c.first_name[i]!,
    last_name: c.last_name[i]!,
    designation: c.designation[i]!,
    department: c.department[i]!,
    group: c.group[i]!,
    emp_code: c.emp_code[i]!,
  }));
}
