import type { Language } from '../../schemas/language';
import type { Db } from '../db/db-type';
import type { RaterKey } from './queries/rater-key';

/**
 * Who answers, and where: a signed-in employee (the tenant's `rater(userId)`) or an outside
 * rater by their link, in one company. Every read and save reaches only their own assignments,
 * so another person's or another company's assignment is simply not found.
 */
export interface Rater {
  db: Db;
  companyId: number;
  key: RaterKey;
  /** The language they asked the content in (`?language=`, their switch), if any (rules/content-language.ts). */
  asked?: Language;
}
