import { fromPromise } from 'xstate';
import { organizationMachine, type Move, type NameLists, type OrganizationData } from '../../../machines/organization.machine';
import { personDetailsMachine } from '../../../machines/person-details.machine';
import { nodesOfColumns } from '../../../schemas/organization';
import { organizationApi } from './organization-api';

/** The three lists that name the nodes' ids; the tree still shows (without names) if they fail. */
async function loadLists(signal: AbortSignal): Promise<NameLists | null> {
  try {
    const [designation, department, group] = await organizationApi.lists({ signal });
    return { designation: designation!, department: department!, group: group! };
  } catch {
    return null;
  }
}

/** The organization machine wired to the API: the tree's columns, the lists, PATCH a manager. */
export const liveOrganization = organizationMachine.provide({
  actors: {
    loadOrganization: fromPromise(async ({ signal }): Promise<OrganizationData> => {
      const lists = loadLists(signal);
      const columns = await organizationApi.columns({ signal });
      return { nodes: nodesOfColumns(columns), lists: await lists };
    }),
    saveMove: fromPromise(({ input, signal }: { input: Move; signal: AbortSignal }) => organizationApi.move(input.id, input.parentId, { signal })),
  },
});

/** The selected person's whole node (email, number…), read when they are selected. */
export const livePersonDetails = personDetailsMachine.provide({
  actors: {
    loadPerson: fromPromise(({ input, signal }: { input: number; signal: AbortSignal }) => organizationApi.person(input, { signal })),
  },
});
