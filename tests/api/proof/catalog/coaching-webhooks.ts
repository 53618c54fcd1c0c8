import type { TestApp } from '../../helpers/test-app';
import { ok, type Estate } from '../world/estate';
import type { Endpoint } from './types';

const FEEDBACK = { who: 'area', areas: ['feedback'] } as const;
// A receiver nobody listens on (the test app allows this machine): a delivery, should one be attempted, fails at once.
const URL = 'http://127.0.0.1:9/c360';
const events = ['coaching.requested'];

const endpoints = new Map<Estate, Promise<number>>();
let n = 0;
const newEndpoint = async (t: TestApp, e: Estate) =>
  (await ok(t, e.admin, 'POST', '/coaching/webhooks/', { url: URL, events, description: `${e.marker} provider ${++n}` })).id as number;
/** One endpoint per company, made once: what the reading and changing cells name. */
const endpointOf = (t: TestApp, e: Estate) => {
  if (!endpoints.has(e)) endpoints.set(e, newEndpoint(t, e));
  return endpoints.get(e)!;
};

/** Coaching (issue 41), HR's part: provider webhooks and their delivery log, and outcomes. */
export const coachingWebhookEndpoints: Endpoint[] = [
  { method: 'GET', path: '/coaching/webhooks/', access: FEEDBACK, ok: 200, names: 'nothing', request: () => ({ url: '/coaching/webhooks/' }) },
  {
    method: 'POST',
    path: '/coaching/webhooks/',
    access: FEEDBACK,
    ok: 201,
    names: 'nothing',
    request: (c) => ({ url: '/coaching/webhooks/', payload: { url: URL, events, description: `${c.estate.marker} new provider` } }),
  },
  {
    method: 'PUT',
    path: '/coaching/webhooks/{endpoint}/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({
      url: `/coaching/webhooks/${await c.row((e) => endpointOf(c.w.t, e))}/`,
      payload: { url: URL, events: ['coaching.requested', 'coaching.ended'], description: `${c.estate.marker} provider` },
    }),
  },
  {
    method: 'DELETE',
    path: '/coaching/webhooks/{endpoint}/',
    access: FEEDBACK,
    ok: 204,
    names: 'company-row',
    fresh: true,
    request: async (c) => ({ url: `/coaching/webhooks/${await c.row((e) => newEndpoint(c.w.t, e))}/` }),
  },
  {
    method: 'GET',
    path: '/coaching/webhooks/{endpoint}/deliveries/',
    access: FEEDBACK,
    ok: 200,
    names: 'company-row',
    request: async (c) => ({ url: `/coaching/webhooks/${await c.row((e) => endpointOf(c.w.t, e))}/deliveries/` }),
  },
  {
    method: 'POST',
    path: '/coaching/webhooks/{endpoint}/ping/',
    access: FEEDBACK,
    ok: 202,
    names: 'company-row',
    request: async (c) => ({ url: `/coaching/webhooks/${await c.row((e) => endpointOf(c.w.t, e))}/ping/` }),
  },
  { method: 'GET', path: '/coaching/outcomes/', access: FEEDBACK, ok: 200, names: 'nothing', request: () => ({ url: '/coaching/outcomes/' }) },
];
