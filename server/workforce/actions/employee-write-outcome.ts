import type { Employee } from '../../../schemas/employee';
import type { FieldErrors } from '../../../schemas/errors';
import type { StoredMail } from '../../mail/outbox';

/**
 * A write's outcome: the employee (with the mails of a new sign-in address to deliver), or
 * the field errors or the refusal of the caller's authority that stopped it (nothing written).
 */
export type EmployeeWrite = { employee: Employee; invite: boolean; mails?: StoredMail[] } | { errors: FieldErrors } | { refused: string };
