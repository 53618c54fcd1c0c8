import type { NamedItem } from '../../../machines/organization.machine';
import type { HierarchyColumns, HierarchyNode } from '../../../schemas/organization';
import { api, type Signal } from '../../lib/api';

const HIERARCHY_PATH = '/api/get-org-hirearchy-data/';
/** The tree in its compact form: only what it draws, a fifth of the full nodes' size. */
const HIERARCHY_COLUMNS_PATH = `${HIERARCHY_PATH}columns/`;
const LISTS = { designation: '/api/designation/', department: '/api/department/', group: '/api/group/' } as const;

/** The organization chart's calls. */
export const organizationApi = {
  columns: ({ signal }: Signal = {}) => api.get<HierarchyColumns>(HIERARCHY_COLUMNS_PATH, { signal }),
  /** One person's whole node (email, number…). */
  person: (id: number, { signal }: Signal = {}) => api.get<HierarchyNode>(`${HIERARCHY_PATH}${id}/`, { signal }),
  /** The three lists that name the nodes' ids, in the order designation, department, group. */
  lists: ({ signal }: Signal = {}) => Promise.all(Object.values(LISTS).map((path) => api.get<NamedItem[]>(path, { signal }))),
  /** A new manager (null: the top of the organization). */
  move: (id: number, parentId: number | null, { signal }: Signal = {}) =>
    api.patch<unknown>('/api/employee-registration/', { id, parent_id: parentId }, { signal }),
};
