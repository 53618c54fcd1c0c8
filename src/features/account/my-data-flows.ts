import { fromPromise } from 'xstate';
import { personDataDownloadMachine } from '../../../machines/person-data.machine';
import { api } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';

/** Your own data as a ZIP, handed to the browser. */
export const liveMyDataDownload = personDataDownloadMachine.provide({
  actors: {
    request: fromPromise(async ({ signal }) => {
      const { blob, filename } = await api.download('/api/privacy/my-data/', { signal });
      saveBlob(blob, filename ?? 'personal-data.zip');
    }),
  },
});
