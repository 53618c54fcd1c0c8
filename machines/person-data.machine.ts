import type { ErasureReceipt } from '../schemas/person-data';
import { createRequestMachine } from './request.machine';

/** "Download data": the generic request chart, the ZIP of a person's data (an employee's, or null: your own) as its effect. */
export const personDataDownloadMachine = createRequestMachine<{ employee: number | null }, void>('personDataDownload');
export type PersonDataDownloadMachine = typeof personDataDownloadMachine;

/** "Erase personal data": the generic request chart, the erasure of one employee as its effect. */
export const personErasureMachine = createRequestMachine<{ employee: number }, ErasureReceipt>('personErasure');
export type PersonErasureMachine = typeof personErasureMachine;
