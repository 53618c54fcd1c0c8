import { fromPromise } from 'xstate';
import { detailFailure, type Failure } from '../../../../machines/failure';
import type { ResourceContext, ResourceStatus, ResourceWrite } from '../../../../machines/resource.machine';
import type {
  Coach,
  CoachChoices,
  CoachInput,
  CoachingOutcomes,
  EngagementSummary,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookInput,
} from '../../../../schemas/coaching';
import { fakeFlow, flowState, never } from '../../../testing/app-fakes.fixtures';
import { coachingRequestsMachine } from './coaching-requests.machine';
import {
  coachChoicesMachine,
  coachLinkMachine,
  coachPoolMachine,
  coachingSettingsMachine,
  deliveriesMachine,
  outcomesMachine,
  pingMachine,
  webhookEndpointsMachine,
} from './hr-coaching-flows';

/** Demo data and in-memory servers for HR's coaching stories and tests: no network anywhere. */

export const competencies: CoachChoices['competencies'] = ['Communication', 'Delegation', 'Strategic thinking', 'Giving feedback', 'Resilience'].map(
  (title, i) => ({ id: i + 1, title }),
);
const named = (...ids: number[]) => ids.map((id) => ({ id, title: competencies[id - 1]!.title }));

export const employees = [
  ['Priya', 'Raman'],
  ['Grace', 'Okafor'],
  ['Daniel', 'Weiss'],
  ['Aiko', 'Tanaka'],
].map(([first, last], i) => ({ id: i + 1, name: `${first} ${last}`, email: `${first!.toLowerCase()}@northwind.example` }));

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

export const coaches: Coach[] = [
  {
    id: 1,
    kind: 'internal',
    employee: 2,
    name: 'Grace Okafor',
    email: 'grace@northwind.example',
    organisation: '',
    competencies: named(1, 4),
    languages: ['en', 'fr'],
    capacity: 3,
    active: true,
    coachees: 1,
    link_sent_at: null,
  },
  {
    id: 2,
    kind: 'outside',
    employee: null,
    name: 'Maria Lindqvist',
    email: 'maria@northlight.example',
    organisation: 'Northlight Coaching',
    competencies: named(2, 3, 5),
    languages: ['en', 'sv', 'de'],
    capacity: 2,
    active: true,
    coachees: 2,
    link_sent_at: ago(50),
  },
  {
    id: 3,
    kind: 'outside',
    employee: null,
    name: 'Jonas Berg',
    email: 'jonas@berg.example',
    organisation: 'Berg & Partners',
    competencies: named(1),
    languages: ['de'],
    capacity: 4,
    active: false,
    coachees: 0,
    link_sent_at: null,
  },
];

interface FakePool {
  rows?: Coach[];
  loadError?: Failure;
  loading?: boolean;
  /** The first write answers this failure (then writes succeed). */
  failWrite?: Failure;
}

/** The pool over a list in memory, answering as the API would. */
export function fakePool({ rows = coaches, loadError, loading, failWrite }: FakePool = {}) {
  let store = [...rows];
  let failure = failWrite;
  let nextId = 100;
  const fail = () => {
    const error = failure;
    failure = undefined;
    if (error) throw error;
  };
  const toCoach = (id: number, body: CoachInput, before?: Coach): Coach => {
    const person = employees.find((e) => e.id === body.employee);
    return {
      id,
      kind: body.employee ? 'internal' : 'outside',
      employee: body.employee,
      name: person ? person.name : (body.name ?? ''),
      email: person ? person.email : (body.email ?? ''),
      organisation: body.organisation ?? '',
      competencies: named(...body.competencies),
      languages: body.languages,
      capacity: body.capacity,
      active: body.active ?? true,
      coachees: before?.coachees ?? 0,
      link_sent_at: before?.link_sent_at ?? null,
    };
  };
  return coachPoolMachine.provide({
    actors: {
      fetchList: fromPromise(async () => {
        if (loadError) throw loadError;
        return loading ? never<Coach[]>() : store;
      }),
      createItem: fromPromise(async ({ input }: { input: ResourceWrite<CoachInput> }) => {
        fail();
        const made = toCoach(++nextId, (input as { values: CoachInput }).values);
        store = [...store, made];
        return made;
      }),
      updateItem: fromPromise(async ({ input }: { input: ResourceWrite<CoachInput> }) => {
        fail();
        const { id, values } = input as { id: number; values: CoachInput };
        const made = toCoach(
          id,
          values,
          store.find((c) => c.id === id),
        );
        store = store.map((c) => (c.id === id ? made : c));
        return made;
      }),
      deleteItem: fromPromise(async ({ input }: { input: ResourceWrite<CoachInput> }) => {
        fail();
        const { id } = input as { id: number };
        if ((store.find((c) => c.id === id)?.coachees ?? 0) > 0) throw detailFailure(409, 'This coach has active engagements.');
        store = store.filter((c) => c.id !== id);
        return undefined as unknown;
      }),
    },
  });
}

export function poolState(value: ResourceStatus, context: Partial<ResourceContext<Coach, CoachInput>>) {
  return coachPoolMachine.resolveState({ value, context: { items: [], error: null, write: null, opening: null, ...context } });
}

export const choiceFlows = () => ({
  choices: fakeFlow(coachChoicesMachine, async () => ({ competencies, employees })),
  choicesSnapshot: flowState(coachChoicesMachine, 'success', { output: { competencies, employees } }),
  link: fakeFlow(coachLinkMachine, async () => undefined),
});

export const requests: EngagementSummary[] = [
  {
    id: 11,
    status: 'pending_approval',
    survey: { id: 4, title: '360° spring 2026' },
    coachee: { id: 3, name: 'Daniel Weiss' },
    coach: { id: 2, name: 'Maria Lindqvist', organisation: 'Northlight Coaching', kind: 'outside' },
    competencies: named(2, 3),
    language: 'en',
    scope: 'plan_only',
    requested_at: ago(20),
    next_session: null,
  },
  {
    id: 12,
    status: 'active',
    survey: { id: 4, title: '360° spring 2026' },
    coachee: { id: 4, name: 'Aiko Tanaka' },
    coach: { id: 1, name: 'Grace Okafor', organisation: '', kind: 'internal' },
    competencies: named(1),
    language: 'fr',
    scope: 'report_and_plan',
    requested_at: ago(200),
    next_session: ago(-48),
  },
];

/** The requests over a list in memory; `failDecision` answers the first approve or decline. */
export function fakeRequests({ rows = requests, loadError, failDecision }: { rows?: EngagementSummary[]; loadError?: Failure; failDecision?: Failure } = {}) {
  let store = [...rows];
  let failure = failDecision;
  const decide = (id: number, status: EngagementSummary['status']) => {
    const error = failure;
    failure = undefined;
    if (error) throw error;
    store = store.map((r) => (r.id === id ? { ...r, status } : r));
    return store.find((r) => r.id === id)!;
  };
  return coachingRequestsMachine.provide({
    actors: {
      fetchRequests: fromPromise(async ({ input }) => {
        if (loadError) throw loadError;
        return store.filter((r) => input.filter === 'all' || r.status === input.filter);
      }),
      approveRequest: fromPromise(async ({ input }) => decide(input.id, 'active')),
      declineRequest: fromPromise(async ({ input }) => decide(input.id, 'declined')),
    },
  });
}

export function fakeSettings(requiresApproval = true, saveError?: Failure) {
  let current = { requires_approval: requiresApproval };
  return coachingSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise(async () => current),
      saveSettings: fromPromise(async ({ input }) => {
        if (saveError) throw saveError;
        current = input.settings;
        return current;
      }),
    },
  });
}

export const endpoints: WebhookEndpoint[] = [
  {
    id: 1,
    url: 'https://hooks.northlight.example/c360',
    events: ['coaching.requested', 'coaching.approved', 'coaching.session_scheduled'],
    description: 'Northlight’s booking system',
    active: true,
    created_at: ago(400),
    secret: null,
  },
];

export const NEW_SECRET = 'whsec_3f9a1c7e5b2d4a6f8e0c1b3d5f7a9c2e';

/** Endpoints in memory; a create answers the secret once, as the API does. */
export function fakeEndpoints({ rows = endpoints, loadError }: { rows?: WebhookEndpoint[]; loadError?: Failure } = {}) {
  let store = [...rows];
  return webhookEndpointsMachine.provide({
    actors: {
      fetchList: fromPromise(async () => {
        if (loadError) throw loadError;
        return store;
      }),
      createItem: fromPromise(async ({ input }: { input: ResourceWrite<WebhookInput> }): Promise<WebhookEndpoint> => {
        const values = (input as { values: WebhookInput }).values;
        const made: WebhookEndpoint = { id: store.length + 10, description: '', active: true, ...values, created_at: new Date().toISOString(), secret: null };
        store = [...store, made];
        return { ...made, secret: NEW_SECRET };
      }),
      updateItem: fromPromise(async ({ input }: { input: ResourceWrite<WebhookInput> }) => {
        const { id, values } = input as { id: number; values: WebhookInput };
        store = store.map((e) => (e.id === id ? { ...e, ...values } : e));
        return store.find((e) => e.id === id)!;
      }),
      deleteItem: fromPromise(async ({ input }: { input: ResourceWrite<WebhookInput> }) => {
        store = store.filter((e) => e.id !== (input as { id: number }).id);
        return undefined as unknown;
      }),
    },
  });
}

export const deliveries: WebhookDelivery[] = [
  {
    id: 3,
    event_id: 'evt_3',
    type: 'coaching.session_scheduled',
    status: 'failed',
    attempts: 8,
    last_status: 500,
    last_error: 'Internal Server Error',
    created_at: ago(30),
    delivered_at: null,
    next_attempt_at: null,
  },
  {
    id: 2,
    event_id: 'evt_2',
    type: 'coaching.approved',
    status: 'pending',
    attempts: 2,
    last_status: null,
    last_error: 'connect ECONNREFUSED',
    created_at: ago(3),
    delivered_at: null,
    next_attempt_at: ago(-1),
  },
  {
    id: 1,
    event_id: 'evt_1',
    type: 'coaching.requested',
    status: 'delivered',
    attempts: 1,
    last_status: 200,
    last_error: null,
    created_at: ago(60),
    delivered_at: ago(60),
    next_attempt_at: null,
  },
];

export const webhookFlows = (rows = deliveries) => ({
  deliveries: fakeFlow(deliveriesMachine, async () => rows),
  ping: fakeFlow(pingMachine, async () => undefined),
});

export const outcomes: CoachingOutcomes = {
  uptake: { released_reports: 48, requested: 14, active: 6, pending_approval: 2, ended: 5, sessions_held: 31 },
  threshold: 5,
  competencies: [
    { competency: { id: 1, title: 'Communication' }, coached_people: 7, uncoached_people: 22, coached_change: 0.41, uncoached_change: 0.08 },
    { competency: { id: 2, title: 'Delegation' }, coached_people: 6, uncoached_people: 19, coached_change: 0.27, uncoached_change: -0.05 },
    { competency: { id: 3, title: 'Strategic thinking' }, coached_people: 2, uncoached_people: 25, coached_change: null, uncoached_change: 0.11 },
  ],
};

export const outcomeFlows = (data: CoachingOutcomes | Failure = outcomes) => ({
  outcomes: fakeFlow(outcomesMachine, async () => {
    if ('kind' in data) throw data;
    return data;
  }),
});
