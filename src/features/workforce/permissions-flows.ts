import { fromPromise } from 'xstate';
import { permissionsMachine } from '../../../machines/permissions.machine';
import { staleFailure } from '../../../machines/stale-edit';
import { unchangedSince } from './permissions-rows';
import { workforceApi } from './workforce-api';

/** The permissions machine wired to the API. */
export const livePermissionsMachine = permissionsMachine.provide({
  actors: {
    loadRecords: fromPromise(({ input, signal }) => workforceApi.permissions(input.companyName, { signal })),
    // Read before the write: a person whose areas changed since the list was read is not changed from it (stale),
    // and the write carries the version just read, so a change landing in between is refused (412) as well.
    // Only the flipped area is named, so two admins changing other areas do not undo each other.
    saveChange: fromPromise(async ({ input }) => {
      const now = await workforceApi.permissionsOf(input.user_id);
      if (!unchangedSince(input.seen, now)) throw staleFailure(null, null);
      return workforceApi.setPermission(input.user_id, input.area, input.value);
    }),
  },
});
