import { fromPromise } from 'xstate';
import { organisationMachine, type Move, type NamedItem, type NameLists, type OrganisationData } from '../../../machines/organization.machine';
import { personDetailsMachine } from '../../../machines/person-details.machine';
import { nodesOfColumns, type HierarchyColumns, type HierarchyNode } from '../../../schemas/organization';
import { api } from '../../lib/api';

export const HIERARCHY_PATH = '/api/get-org-hirearchy-data/';
/** The tree in its compact form: only what it draws, a fifth of the full nodes' size. */
export const HIERARCHY_COLUMNS_PATH = `${HIERARCHY_PATH}columns/`;
const LISTS = { designation: '/api/designation/', department: '/api/department/', group: '/api/group/' } as const;

/** The three lists that name the nodes' ids; the tree still shows (without names) if they fail. */
async function loadLists(signal: AbortSignal): Promise<NameLists | null> {
  try {
    const [designation, department, group] = await Promise.all(Object.values(LISTS).map((path) => api.get<NamedItem[]>(path, { signal })));
    return { designation: designation!, department: department!, group: group! };
  } catch {
    return null;
  }
}

/** The organisation machine wired to the API: the tree's columns, the lists, PATCH a manager. */
export const liveOrganisation = organisationMachine.provide({
  actors: {
    loadOrganisation: fromPromise(async ({ signal }): Promise<OrganisationData> => {
      const lists = loadLists(signal);
      const columns = await api.get<HierarchyColumns>(HIERARCHY_COLUMNS_PATH, { signal });
      return { nodes: nodesOfColumns(columns), lists: await lists };
    }),
    saveMove: fromPromise(({ input, signal }: { input: Move; signal: AbortSignal }) =>
      api.patch<unknown>('/api/employee-registration/', { id: input.id, parent_id: input.parentId }, { signal }),
    ),
  },
});

/** The selected person's whole node (email, number…), read when they are selected. */
export const livePersonDetails = personDetailsMachine.provide({
  actors: {
    loadPerson: fromPromise(({ input, signal }: { input: number; signal: AbortSignal }) => api.get<HierarchyNode>(`${HIERARCHY_PATH}${input}/`, { signal })),
  },
});
