import { fromPromise } from 'xstate';
import { contactUsMachine, demoRequestMachine } from '../../../machines/flows';
import { publicSiteApi } from './public-site-api';

/** The enquiries wired to the API (GET with query parameters). Stories provide fakes instead. */

export const liveContactUsFlow = contactUsMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => publicSiteApi.contactUs(input, { signal })) },
});

export const liveDemoRequestFlow = demoRequestMachine.provide({
  actors: { request: fromPromise(({ input, signal }) => publicSiteApi.demoRequest(input, { signal })) },
});
