import { fromPromise } from 'xstate';
import { organisationMachine, type Move, type NamedItem, type NameLists, type OrganisationData } from '../../../machines/organization.machine';
import type { HierarchyNode } from '../../../schemas/organization';
import { api } from '../../lib/api';

export const HIERARCHY_PATH = '/api/get-org-hirearchy-data/';
const LISTS = { designation: '/api/designation/', department: '/api/department/', group: '/api/group/' } as const;

/** The three lists that name the nodes' ids; the tree still shows (without names) if they fail. */
async function loadLists(signal: AbortSignal): Promise<NameLists | null> {
  try {
    const [designation, department, group] = await Promise.all(
      Object.values(LISTS).map((path) => api.get<NamedItem[]>(path, { signal })),
    );
    return { designation: designation!, department: department!, group: group! };
  } catch {
    return null;
  }
}

/** The organisation machine wired to the API: the hierarchy, the lists, PATCH a manager. */
export const liveOrganisation = organisationMachine.provide({
  actors: {
    loadOrganisation: fromPromise(async ({ signal }): Promise<OrganisationData> => {
      const lists = loadLists(signal);
      const nodes = await api.get<HierarchyNode[]>(HIERARCHY_PATH, { signal });
      return { nodes, lists: await lists };
    }),
    saveMove: fromPromise(({ input, signal }: { input: Move; signal: AbortSignal }) =>
      api.patch<unknown>('/api/employee-registration/', { id: input.id, parent_id: input.parentId }, { signal })),
  },
});
