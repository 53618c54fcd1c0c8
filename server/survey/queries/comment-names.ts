import { sql, type SQL } from 'drizzle-orm';
import type { SurveyStatus } from '../../../schemas/survey';
import { FOLDED_FROM, FOLDED_MARKS, FOLDED_TO } from '../rules/comment-text';
import { nameOf } from '../rules/comment-check-rules';
import type { PersonName } from '../rules/comment-identifiers';
import type { Db } from '../../db/db-type';
import { intArray, isRowId, rowsOf, textArray } from '../../db/sql';
import { ratersAssignment, type RaterKey } from './rater-key';
import { surveyStatus } from './survey-view';

/** One assignment as the comment check needs it: whom it rates, who rates, and whether answers may still change. */
export interface CommentCheckScope {
  status: 'pending' | 'draft' | 'submitted';
  surveyStatus: SurveyStatus;
  isDraft: boolean;
  competencies: number[];
  ratee: PersonName | null;
  /** The rater's own name: an employee's, or an outside rater's as HR typed it. */
  self: PersonName | null;
  rateeId: number;
  raterId: number | null;
  /** The company's own words to review (companies.wording_list). */
  wording: string[];
}

/**
 * The rater's assignment (null when it is not theirs: another person's or another company's,
 * alike), with the ratee's and the rater's own names.
 */
export async function commentCheckScope(db: Db, companyId: number, rater: RaterKey, id: number, today: string): Promise<CommentCheckScope | null> {
  if (!isRowId(id)) return null;
  const person = (employee: SQL) => sql`(select json_build_object('first', u.first_name, 'last', u.last_name)
    from employees e join users u on u.id = e.user_id where e.company_id = a.company_id and e.id = ${employee})`;
  const [row] = rowsOf<Omit<CommentCheckScope, 'self'> & { self: PersonName | null; external: string | null }>(
    await db.execute(sql`
    select a.status, ${surveyStatus(today)} as "surveyStatus", s.is_draft as "isDraft",
      array(select sc.competency_id from survey_competencies sc where sc.survey_id = s.id) as competencies,
      ${person(sql`a.ratee_id`)} as ratee,
      ${person(sql`a.rater_id`)} as self,
      (select x.name from external_raters x where x.company_id = a.company_id and x.id = a.external_rater_id) as external,
      a.ratee_id as "rateeId", a.rater_id as "raterId",
      (select c.wording_list from companies c where c.id = a.company_id) as wording
    from survey_assignments a join surveys s on s.company_id = a.company_id and s.id = a.survey_id
    where a.company_id = ${companyId} and a.id = ${id} and ${ratersAssignment(rater)}`),
  );
  if (!row) return null;
  const { external, ...scope } = row;
  return external === null ? scope : { ...scope, self: nameOf(external) };
}

/* How a name is looked up: as the comment's words are (comment-text.ts), folded and split alike. */
const APOSTROPHES = '’ʼ‘';
const AS_APOSTROPHES = "'''";
/** The most people one check reads: a comment's words reach only those named by them. */
const MOST = 20_000;

const trimmed = (column: SQL) => sql`btrim(${column})`;
/** Names of several words ("José Luis", "de la Cruz", "Jean-Pierre"); most have one, and skip the splitting. */
const several = (column: SQL) => sql`(strpos(${column}, ' ') > 0 or strpos(${column}, '-') > 0)`;
const words = (column: SQL) => sql`translate(btrim(${column}), '-', ' ')`;
const firstWord = (column: SQL) => sql`split_part(${words(column)}, ' ', 1)`;
const lastWord = (column: SQL) => sql`reverse(split_part(reverse(${words(column)}), ' ', 1))`;
/** Plain ASCII (most names): lowercase is the whole fold. */
const lower = (text: SQL) => sql`lower(${text} collate "C")`;
/** Any other name: the fold of comment-text.ts, in SQL (the same marks, the same letters). */
const fold = (text: SQL) => sql`translate(regexp_replace(normalize(lower(translate(${text}, ${APOSTROPHES}, ${AS_APOSTROPHES})), NFKD),
  ${FOLDED_MARKS}::text, '', 'g'), ${FOLDED_FROM}, ${FOLDED_TO})`;

/** A person's name holds one of the keys, folded by `f`: whole first or last name, or a word of several as people are called by. */
function named(f: (text: SQL) => SQL, among: (value: SQL) => SQL): SQL {
  const first = sql`u.first_name`;
  const last = sql`u.last_name`;
  return sql`${among(f(trimmed(first)))} or ${among(f(trimmed(last)))}
    or (${several(first)} and ${among(f(firstWord(first)))})
    or (${several(last)} and (${among(f(firstWord(last)))} or ${among(f(lastWord(last)))}))`;
}

/**
 * The company's people whose name could be in the comments: their whole first or last
 * name, the first word of several first names, or the first or last word of a last name is
 * one of `keys` (lookupKeys); in an unspaced script (3 bytes a character: CJK, Hangul, Thai),
 * also their last and first name run together ("李雷"). Every way comment-identifiers.ts
 * looks for a name holds one of these. Never the whole company: each row is judged by hashed
 * `= any` lookups, and only names outside plain ASCII pay for the fold of accents (a scan of
 * the company's employees still; an index on folded names would need a migration).
 */
export async function colleagueNames(db: Db, companyId: number, keys: string[], exclude: number[]): Promise<PersonName[]> {
  if (keys.length === 0) return [];
  const among = (value: SQL) => sql`${value} = any(${textArray(keys)})`;
  const both = sql`u.first_name || u.last_name`;
  return rowsOf<PersonName>(
    await db.execute(sql`
    select u.first_name as first, u.last_name as last
    from employees e join users u on u.id = e.user_id
    where e.company_id = ${companyId} and e.id <> all(${intArray(exclude)})
      and case when octet_length(${both}) = char_length(${both}) then ${named(lower, among)}
        else ${named(fold, among)}
          or (octet_length(${both}) >= 3 * char_length(${both})
            and (${among(fold(sql`btrim(u.last_name) || btrim(u.first_name)`))} or ${among(fold(sql`btrim(u.first_name) || btrim(u.last_name)`))}))
      end
    limit ${MOST}`),
  );
}
