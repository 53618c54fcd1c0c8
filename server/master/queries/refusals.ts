import type { RowAudit } from '../../audit/row-changes';
import type { ListQuery } from '../../../schemas/list-query';
import type { Page } from './list-query';
import type { JsonPage } from './list-statement';

/**
 * Why a repository refused a write; the route answers it as a 400 at the field named. A choice
 * that is not the list's is named only: the route words it (server/master/messages.ts).
 */
export type Refusal =
  | { refused: 'duplicate' }
  | { refused: 'invalid-choice'; field: string }
  | { refused: 'invalid'; field: string; message: string }
  | { refused: 'in-use'; message: string };

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

export const invalidChoice = (field: string): Refusal => ({ refused: 'invalid-choice', field });

/** A page of rows, or one the database already serialised (list-statement.ts), with the principal's stamp when it was asked. */
export type ListAnswer<Row> = (Page<Row> | (Omit<JsonPage, 'total'> & { total: number })) & { stamp?: string | null };

/** What every list of the contract offers, whoever owns its rows: one route plugin serves them all. */
export interface ResourceRepository<In, Row> {
  /** `stampFor`: a user whose principal's stamp the page should carry, if the repository can (principal-in-query.ts). */
  list(query: ListQuery, stampFor?: number): Promise<ListAnswer<Row>>;
  /** One row; null: no such row for this owner. */
  get(id: number): Promise<Row | null>;
  create(input: In): Promise<Row | Refusal>;
  /** null: no such row for this owner. With `audit`, what changed is logged in its transaction. */
  update(id: number, input: In, audit?: RowAudit): Promise<Row | null | Refusal>;
  /** false: no such row; a refusal when the row is still in use. With `audit`, the deletion is logged in its transaction. */
  remove(id: number, audit?: RowAudit): Promise<boolean | Refusal>;
  /** Archive (true) or restore (false); null: no such row. With `audit`, logged in its transaction. */
  archive(id: number, archived: boolean, audit?: RowAudit): Promise<Row | null>;
}
