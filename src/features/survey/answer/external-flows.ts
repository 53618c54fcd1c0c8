import { fromPromise } from 'xstate';
import { externalLinkMachine } from '../../../../machines/external-link.machine';
import { externalApi } from './external-api';

/** An outside rater's link, read from the API. */
export const liveExternalLink = externalLinkMachine.provide({
  actors: { loadLink: fromPromise(({ input, signal }) => externalApi.list(input.token, { signal })) },
});
