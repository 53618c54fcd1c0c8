import { fromPromise } from 'xstate';
import type { Failure } from '../../../machines/failure';
import type { ResourceWrite } from '../../../machines/resource.machine';
import type { ScimToken, ScimTokenCreated, ScimTokenInput } from '../../../schemas/provisioning';
import { scimTokensMachine } from './provisioning-flows';

export const NEW_TOKEN = 'c360scim_q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x';

export const tokens: ScimToken[] = [
  { id: 1, name: 'Okta production', created_at: '2026-10-02T09:14:00Z', last_used_at: '2026-11-30T05:40:00Z' },
  { id: 2, name: 'Entra ID (test tenant)', created_at: '2026-11-12T15:02:00Z', last_used_at: null },
];

/** The token flow with an in-memory store: creating answers the secret once, revoking removes; errors as asked. */
export function fakeTokens({
  rows = tokens,
  loading = false,
  loadError,
  writeError,
}: { rows?: ScimToken[]; loading?: boolean; loadError?: Failure; writeError?: Failure } = {}) {
  let store = [...rows];
  return scimTokensMachine.provide({
    actors: {
      fetchList: fromPromise(async () => {
        // Loading: an answer that never comes, so the story stays on it.
        if (loading) await new Promise(() => undefined);
        if (loadError) throw loadError;
        return store;
      }),
      createItem: fromPromise(async ({ input }: { input: ResourceWrite<ScimTokenInput> }): Promise<ScimToken | ScimTokenCreated> => {
        if (writeError) throw writeError;
        const { name } = (input as { values: ScimTokenInput }).values;
        const made: ScimToken = { id: store.length + 10, name, created_at: new Date().toISOString(), last_used_at: null };
        store = [...store, made];
        return { ...made, token: NEW_TOKEN };
      }),
      deleteItem: fromPromise(async ({ input }: { input: ResourceWrite<ScimTokenInput> }) => {
        if (writeError) throw writeError;
        store = store.filter((t) => t.id !== (input as { id: number }).id);
        return undefined as unknown;
      }),
    },
  });
}
