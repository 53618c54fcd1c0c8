import { fromPromise } from 'xstate';
import { permissionsMachine } from '../../../machines/permissions.machine';
import type { PermissionRecord } from '../../../schemas/permissions';
import { api } from '../../lib/api';

/** The permissions machine wired to the API. */
export const livePermissionsMachine = permissionsMachine.provide({
  actors: {
    loadRecords: fromPromise(({ input, signal }) =>
      api.get<PermissionRecord[]>('/api/permissions/', { query: { company_name: input.companyName }, signal })),
    // Only the flipped area is named, so two admins changing other areas do not undo each other.
    saveChange: fromPromise(({ input }) =>
      api.patch<PermissionRecord>('/api/permission-on-user-id/', { user_id: input.user_id, permissions: { [input.area]: input.value } })),
  },
});
