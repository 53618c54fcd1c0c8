import type { Detail } from '../schemas/errors';
import { createRequestMachine } from './request.machine';

/**
 * Opening the link mailed to a new sign-in address (PATCH /api/email-change/{token}/): the
 * shared request chart, its input the link's token, its output the server's sentence.
 */
export const emailChangeMachine = createRequestMachine<string, Detail>('emailChange');
