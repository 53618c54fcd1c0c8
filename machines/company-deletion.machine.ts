import type { CompanyDeleted, CompanyDeletion } from '../schemas/company-lifecycle';
import { createRequestMachine } from './request.machine';

/**
 * An admin deletes their company (issue 43): the request chart, idle → requesting → success | failure with
 * clearErrors. Success is the end of the company: the screen signs its admin out to the public site.
 */
export const companyDeletionMachine = createRequestMachine<CompanyDeletion, CompanyDeleted>('companyDeletion');

export type CompanyDeletionMachine = typeof companyDeletionMachine;
