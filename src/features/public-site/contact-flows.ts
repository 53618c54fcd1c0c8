import { fromPromise } from 'xstate';
import { contactUsMachine, demoRequestMachine } from '../../../machines/flows';
import type { Detail } from '../../../schemas/errors';
import { api } from '../../lib/api';

/** The enquiries wired to the API (GET with query parameters). Stories provide fakes instead. */

export const liveContactUsFlow = contactUsMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => api.get<Detail>('/api/contact-us-email/', { query: input, signal })) },
});

export const liveDemoRequestFlow = demoRequestMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => api.get<Detail>('/api/demo-request-email/', { query: input, signal })) },
});
