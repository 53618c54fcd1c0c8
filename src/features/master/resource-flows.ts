import { fromPromise } from 'xstate';
import { createRequestMachine } from '../../../machines/request.machine';
import { resourceMachine, type ResourceRow, type ResourceWrite } from '../../../machines/resource.machine';
import { api } from '../../lib/api';
import type { ListDescriptor, Related } from './list-descriptor';
import { descriptorOf } from './master-lists';

const itemPath = (endpoint: string, id: number) => `${endpoint}${id}/`;
const live = new Map<string, typeof resourceMachine>();

/** The resource machine wired to one list's endpoint; one per list, made once. */
export function liveResource(list: ListDescriptor): typeof resourceMachine {
  const found = live.get(list.key);
  if (found) return found;
  const made = resourceMachine.provide({
    actors: {
      fetchList: fromPromise(({ signal }) => api.get<ResourceRow[]>(list.endpoint, { signal })),
      createItem: fromPromise(({ input }: { input: ResourceWrite }) => api.post<ResourceRow>(list.endpoint, (input as { values: object }).values)),
      updateItem: fromPromise(({ input }: { input: ResourceWrite }) => {
        const { id, values } = input as { id: number; values: object };
        return api.put<ResourceRow>(itemPath(list.endpoint, id), values);
      }),
      deleteItem: fromPromise(({ input }: { input: ResourceWrite }) => api.delete<unknown>(itemPath(list.endpoint, (input as { id: number }).id))),
      // Read before its dialog opens: the version the save then sends as If-Match.
      readItem: fromPromise<ResourceRow, { id: number; row: ResourceRow | null }>(({ input, signal }) =>
        api.get<ResourceRow>(itemPath(list.endpoint, input.id), { signal }),
      ),
      archiveItem: fromPromise(({ input }: { input: ResourceWrite }) => {
        const { id, archived } = input as { id: number; archived: boolean };
        return api.post<ResourceRow>(`${itemPath(list.endpoint, id)}${archived ? 'archive' : 'restore'}/`, {});
      }),
    },
  });
  live.set(list.key, made);
  return made;
}

/** The other lists a screen reads (types for a competency…), loaded together. */
export const relatedMachine = createRequestMachine<readonly string[], Related>('masterRelated');

export const liveRelated = relatedMachine.provide({
  actors: {
    request: fromPromise(async ({ input, signal }) => {
      const entries = await Promise.all(input.map(async (key) => [key, await api.get<ResourceRow[]>(descriptorOf(key)!.endpoint, { signal })] as const));
      return Object.fromEntries(entries);
    }),
  },
});
