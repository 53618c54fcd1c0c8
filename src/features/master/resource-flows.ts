import { fromPromise } from 'xstate';
import { createRequestMachine } from '../../../machines/request.machine';
import { resourceMachine, type ResourceRow, type ResourceWrite } from '../../../machines/resource.machine';
import type { ListDescriptor, Related } from './list-descriptor';
import { masterApi } from './master-api';
import { descriptorOf } from './master-lists';

const live = new Map<string, typeof resourceMachine>();

/** The resource machine wired to one list's endpoint; one per list, made once. */
export function liveResource(list: ListDescriptor): typeof resourceMachine {
  const found = live.get(list.key);
  if (found) return found;
  const made = resourceMachine.provide({
    actors: {
      fetchList: fromPromise(({ signal }) => masterApi.list(list.endpoint, { signal })),
      createItem: fromPromise(({ input }: { input: ResourceWrite }) => masterApi.create(list.endpoint, (input as { values: object }).values)),
      updateItem: fromPromise(({ input }: { input: ResourceWrite }) => {
        const { id, values } = input as { id: number; values: object };
        return masterApi.update(list.endpoint, id, values);
      }),
      deleteItem: fromPromise(({ input }: { input: ResourceWrite }) => masterApi.remove(list.endpoint, (input as { id: number }).id)),
      // Read before its dialog opens: the version the save then sends as If-Match.
      readItem: fromPromise<ResourceRow, { id: number; row: ResourceRow | null }>(({ input, signal }) => masterApi.item(list.endpoint, input.id, { signal })),
      archiveItem: fromPromise(({ input }: { input: ResourceWrite }) => {
        const { id, archived } = input as { id: number; archived: boolean };
        return masterApi.archive(list.endpoint, id, archived);
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
      const entries = await Promise.all(input.map(async (key) => [key, await masterApi.list(descriptorOf(key)!.endpoint, { signal })] as const));
      return Object.fromEntries(entries);
    }),
  },
});
