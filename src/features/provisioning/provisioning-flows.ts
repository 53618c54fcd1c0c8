import { fromPromise } from 'xstate';
import { createResourceMachine, type ResourceWrite } from '../../../machines/resource.machine';
import type { ScimToken, ScimTokenCreated, ScimTokenInput } from '../../../schemas/provisioning';
import { provisioningApi } from './provisioning-api';

/** The company's SCIM tokens: listed, created (the answer holds the secret, once), revoked. Tokens are never edited. */
export const scimTokensMachine = createResourceMachine<ScimToken | ScimTokenCreated, ScimTokenInput>();
export type ScimTokensMachine = typeof scimTokensMachine;

const valuesOf = (input: ResourceWrite<ScimTokenInput>) => (input as { values: ScimTokenInput }).values;
const idOf = (input: ResourceWrite<ScimTokenInput>) => (input as { id: number }).id;

export const liveScimTokens = scimTokensMachine.provide({
  actors: {
    fetchList: fromPromise(({ signal }) => provisioningApi.tokens({ signal })),
    createItem: fromPromise(({ input }) => provisioningApi.createToken(valuesOf(input))),
    deleteItem: fromPromise(({ input }) => provisioningApi.revokeToken(idOf(input))),
  },
});
