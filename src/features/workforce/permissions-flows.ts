import { fromPromise } from 'xstate';
import { permissionsMachine } from '../../../machines/permissions.machine';
import { staleFailure } from '../../../machines/stale-edit';
import type { PermissionRecord } from '../../../schemas/permissions';
import { api } from '../../lib/api';
import { unchangedSince } from './permissions-rows';

/** The permissions machine wired to the API. */
export const livePermissionsMachine = permissionsMachine.provide({
  actors: {
    loadRecords: fromPromise(({ input, signal }) => api.get<PermissionRecord[]>('/api/permissions/', { query: { company_name: input.companyName }, signal })),
    // Read before the write: a person whose areas changed since the list was read is not changed from it (stale),
    // and the write carries the version just read, so a change landing in between is refused (412) as well.
    // Only the flipped area is named, so two admins changing other areas do not undo each other.
    saveChange: fromPromise(async ({ input }) => {
      const version = `/api/permissions/${input.user_id}/`;
      const now = await api.get<PermissionRecord>(version);
      if (!unchangedSince(input.seen, now)) throw staleFailure(null, null);
      return api.patch<PermissionRecord>('/api/permission-on-user-id/', { user_id: input.user_id, permissions: { [input.area]: input.value } }, { version });
    }),
  },
});
