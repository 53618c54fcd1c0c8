/**
 * What names a person in free text and JSON, and the same with it blanked: the erasure's rule for rows it keeps (the
 * audit log's entries, mails queued or sent). Pure, so the test can hold it to cases without a database.
 */

/** Where a kept value named the erased person. */
export const ERASED = '[erased]';

export interface PersonMarks {
  /** Found inside any text: the address, the full name, a long username. Lower case. */
  within: string[];
  /** Only a whole value: the first and the last name, the username, the employee code, the phone. Lower case. */
  whole: string[];
}

export interface PersonFields {
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  emp_code: string | null;
  contact_num: string;
}

// A username shorter than this is too likely inside other words to be searched for inside text.
const WITHIN_MIN = 6;

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
const unique = (values: string[]) => [...new Set(values.filter((v) => v.length > 0))];

export function marksOf(p: PersonFields): PersonMarks {
  const full = norm(`${p.first_name} ${p.last_name}`);
  const username = norm(p.username);
  return {
    within: unique([norm(p.email), p.first_name.trim() && p.last_name.trim() ? full : '', username.length >= WITHIN_MIN ? username : '']),
    whole: unique([norm(p.first_name), norm(p.last_name), username, norm(p.emp_code), norm(p.contact_num), full, norm(p.email)]),
  };
}

/** True when the text holds one of the marks found inside text. */
export function mentions(text: string, marks: PersonMarks): boolean {
  const lower = text.toLowerCase();
  return marks.within.some((m) => lower.includes(m));
}

/** The text, or ERASED when it names the person (a whole value, or a mark inside it). */
export function scrubText(text: string, marks: PersonMarks): string {
  return marks.whole.includes(norm(text)) || mentions(text, marks) ? ERASED : text;
}

/** The JSON value with every string that names the person blanked, keys and shape kept. */
export function scrubJson(value: unknown, marks: PersonMarks): unknown {
  if (typeof value === 'string') return scrubText(value, marks);
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, marks));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, marks)]));
  }
  return value;
}
