import { fromPromise } from 'xstate';
import { createRequestMachine, type RequestMachine } from '../../../../machines/request.machine';
import { createResourceMachine, type ResourceWrite } from '../../../../machines/resource.machine';
import { createSettingsFormMachine } from '../../../../machines/settings-form.machine';
import type {
  Coach,
  CoachChoices,
  CoachInput,
  CoachingOutcomes,
  CoachingSettings,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookInput,
} from '../../../../schemas/coaching';
import { coachingRequestsMachine } from './coaching-requests.machine';
import { hrCoachingApi } from './hr-coaching-api';

/** The coach pool: the generic list chart, its rows typed as coaches and its writes as the CoachInput body. */
export const coachPoolMachine = createResourceMachine<Coach, CoachInput>();
export type CoachPoolMachine = typeof coachPoolMachine;

/** What the coach form picks from (asked with no input). */
export type CoachChoicesMachine = RequestMachine<null, CoachChoices>;
export const coachChoicesMachine: CoachChoicesMachine = createRequestMachine<null, CoachChoices>('coachChoices');

/** Mailing an outside coach a new personal link (the coach's id). */
export type CoachLinkMachine = RequestMachine<number, unknown>;
export const coachLinkMachine: CoachLinkMachine = createRequestMachine<number, unknown>('coachLink');

/** The one coaching setting: whether HR approves each request. */
export const coachingSettingsMachine = createSettingsFormMachine<CoachingSettings>('coachingSettings');
export type CoachingSettingsMachine = typeof coachingSettingsMachine;

/** Providers' webhook endpoints: the generic list chart again; a create answers the secret, once. */
export const webhookEndpointsMachine = createResourceMachine<WebhookEndpoint, WebhookInput>();
export type WebhookEndpointsMachine = typeof webhookEndpointsMachine;

/** One endpoint's delivery log (the endpoint's id). */
export type DeliveriesMachine = RequestMachine<number, WebhookDelivery[]>;
export const deliveriesMachine: DeliveriesMachine = createRequestMachine<number, WebhookDelivery[]>('webhookDeliveries');

/** A test event sent to one endpoint (the endpoint's id). */
export type PingMachine = RequestMachine<number, unknown>;
export const pingMachine: PingMachine = createRequestMachine<number, unknown>('webhookPing');

export type OutcomesMachine = RequestMachine<void, CoachingOutcomes>;
export const outcomesMachine: OutcomesMachine = createRequestMachine<void, CoachingOutcomes>('coachingOutcomes');

const valuesOf = <V>(write: ResourceWrite<V>) => (write as { values: V }).values;
const idOf = <V>(write: ResourceWrite<V>) => (write as { id: number }).id;

/** The pool over the real API: a write is answered with the coach as saved, and the list is read again. */
export const liveCoachPool = coachPoolMachine.provide({
  actors: {
    fetchList: fromPromise(({ signal }) => hrCoachingApi.coaches({ signal })),
    createItem: fromPromise(({ input }) => hrCoachingApi.createCoach(valuesOf(input))),
    updateItem: fromPromise(({ input }) => hrCoachingApi.updateCoach(idOf(input), valuesOf(input))),
    deleteItem: fromPromise(({ input }) => hrCoachingApi.deleteCoach(idOf(input))),
  },
});

/** The company's active competencies and employees. */
export const liveCoachChoices = coachChoicesMachine.provide({
  actors: {
    request: fromPromise(({ signal }) => hrCoachingApi.choices({ signal })),
  },
});

export const liveCoachLink = coachLinkMachine.provide({
  actors: { request: fromPromise(({ input }) => hrCoachingApi.sendLink(input)) },
});

export const liveCoachingSettings = coachingSettingsMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => hrCoachingApi.settings({ signal })),
    saveSettings: fromPromise(({ input }) => hrCoachingApi.saveSettings(input.settings)),
  },
});

export const liveCoachingRequests = coachingRequestsMachine.provide({
  actors: {
    fetchRequests: fromPromise(({ input, signal }) => hrCoachingApi.requests(input.filter === 'all' ? undefined : input.filter, { signal })),
    approveRequest: fromPromise(({ input }) => hrCoachingApi.approve(input.id)),
    declineRequest: fromPromise(({ input }) => hrCoachingApi.decline(input.id, input.reason)),
  },
});

export const liveWebhookEndpoints = webhookEndpointsMachine.provide({
  actors: {
    fetchList: fromPromise(({ signal }) => hrCoachingApi.webhooks({ signal })),
    createItem: fromPromise(({ input }) => hrCoachingApi.createWebhook(valuesOf(input))),
    updateItem: fromPromise(({ input }) => hrCoachingApi.updateWebhook(idOf(input), valuesOf(input))),
    deleteItem: fromPromise(({ input }) => hrCoachingApi.deleteWebhook(idOf(input))),
  },
});

export const liveDeliveries = deliveriesMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => hrCoachingApi.deliveries(input, { signal })) },
});

export const livePing = pingMachine.provide({
  actors: { request: fromPromise(({ input }) => hrCoachingApi.ping(input)) },
});

export const liveOutcomes = outcomesMachine.provide({
  actors: { request: fromPromise(({ signal }) => hrCoachingApi.outcomes({ signal })) },
});
