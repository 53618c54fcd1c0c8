import type { ListQuery } from '../../../../schemas/list-query';
import type { Page } from './list-query';

/** Why a repository refused a write; the route answers it as a 400 at the field named. */
export type Refusal =
  | { refused: 'duplicate' }
  | { refused: 'invalid'; field: string; message: string }
  | { refused: 'in-use'; message: string };

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

export const INVALID_CHOICE = 'Select a valid choice. That choice is not one of the available choices.';
export const invalidChoice = (field: string): Refusal => ({ refused: 'invalid', field, message: INVALID_CHOICE });

/** What every list of the contract offers, whoever owns its rows: one route plugin serves them all. */
export interface ResourceRepository<In, Row> {
  /** `stampFor`: a user whose principal's stamp the page should carry, if the repository can (principal-in-query.ts). */
  list(query: ListQuery, stampFor?: number): Promise<Page<Row> & { stamp?: string | null }>;
  create(input: In): Promise<Row | Refusal>;
  /** null: no such row for this owner. */
  update(id: number, input: In): Promise<Row | null | Refusal>;
  /** false: no such row; a refusal when the row is still in use. */
  remove(id: number): Promise<boolean | Refusal>;
  /** Archive (true) or restore (false); null: no such row. */
  archive(id: number, archived: boolean): Promise<Row | null>;
}
