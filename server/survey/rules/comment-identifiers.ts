import type { CommentFinding } from '../../../schemas/comment-check';
import { emailSpans, phoneSpans, type Span } from './comment-contacts';
import { tokenize, type Token } from './comment-text';

/*
 * Identifying details in a rater's comment, for a warning before the submit (never a
 * refusal): a colleague named, the rater themselves named, an email address or a phone
 * number. Names match case- and accent-insensitively, word by word; in scripts written
 * without spaces (Chinese, Japanese, Korean, Thai…) inside the run of characters.
 *
 * To keep false alarms low:
 * - a full name (first and last name, in either order: "Ana Silva", "Silva, Ana", "李雷") is
 *   always found, whatever its case;
 * - a name alone (the first name, the last name, the first of several first names, the first
 *   and the last word of a last name: "Ana", "Silva", "José" of "José Luis", "Núñez" and "García"
 *   of "Núñez García", "Cruz" of "de la Cruz") needs 3 letters or more (2 characters in an
 *   unspaced script, never one), and, in a script with capitals, a capital on one of its words:
 *   "Mark" is a name, "mark" a word. At the start of a sentence, where
 *   every word has one, a name that is also a common English word ("Will", "Grace", "Young")
 *   is not taken for a name; month and day names never are;
 * - the ratee's name, in any form, is never a finding: a comment is about them. Where the same
 *   words could be the ratee or a colleague ("Ana" when both are called Ana), the ratee wins;
 *   a longer match wins over a shorter ("Ana Costa" is the colleague even if the ratee is Ana);
 * - the rater's own name is reported as such ("names you"), a colleague's as a colleague's.
 * Emails and phone numbers: see comment-contacts.ts.
 */

export interface PersonName {
  first: string;
  last: string;
}

/** The people to look for: colleagues of the company, the rater (when known) and the ratee (left out). */
export interface NamesToFind {
  colleagues: PersonName[];
  self: PersonName | null;
  ratee: PersonName | null;
}

type Role = 'ratee' | 'self' | 'colleague';
const RANK: Record<Role, number> = { ratee: 0, self: 1, colleague: 2 };

interface Form {
  keys: string[];
  /** First and last name together: no rule of case or position applies. */
  full: boolean;
  role: Role;
}

/** Names a sentence's first word may be without being a name. */
const COMMON_WORDS = new Set([
  'will',
  'may',
  'mark',
  'grace',
  'hope',
  'faith',
  'joy',
  'rose',
  'dawn',
  'amber',
  'ruby',
  'pearl',
  'holly',
  'ivy',
  'iris',
  'lily',
  'daisy',
  'violet',
  'olive',
  'jade',
  'summer',
  'sunny',
  'young',
  'green',
  'brown',
  'white',
  'black',
  'gray',
  'grey',
  'king',
  'long',
  'rich',
  'bell',
  'hall',
  'wood',
  'hill',
  'ward',
  'cook',
  'baker',
  'miller',
  'carter',
  'turner',
  'cooper',
  'hunter',
  'fisher',
  'mason',
  'page',
  'price',
  'parker',
  'walker',
  'bishop',
  'knight',
  'love',
  'best',
  'good',
  'little',
  'strong',
  'small',
  'short',
  'sharp',
  'hardy',
  'noble',
  'frank',
  'bill',
  'sue',
  'pat',
  'rob',
  'ray',
  'gene',
  'art',
  'don',
  'jack',
  'guy',
  'chase',
  'drew',
  'dean',
  'max',
  'reed',
  'wade',
  'case',
  'lane',
  'cash',
  'cole',
  'hope',
  'victor',
  'sterling',
  'sage',
  'bob',
  'joe',
  'tim',
  'sam',
  'ben',
  'kim',
]);
/** Words that open a last name ("de la Cruz", "van der Berg") but are no name alone. */
const PARTICLES = new Set([
  'de',
  'da',
  'das',
  'do',
  'dos',
  'del',
  'della',
  'di',
  'du',
  'la',
  'le',
  'van',
  'von',
  'der',
  'den',
  'ter',
  'ten',
  'al',
  'el',
  'bin',
  'ibn',
  'ben',
  'abu',
  'st',
  'mac',
  'mc',
]);
/** Capitalised wherever they stand, so a capital says nothing: never a name alone. */
const CALENDAR_WORDS = new Set([
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);

const letters = (keys: string[]) => keys.reduce((n, k) => n + k.replaceAll("'", '').length, 0);

/** Whether a name alone may be looked for at all (the ratee's always are: they only keep findings away). */
function mayStandAlone(parts: Token[], role: Role): boolean {
  if (role === 'ratee') return true;
  const keys = parts.map((t) => t.key);
  if (parts.every((t) => t.unit)) return parts.length >= 2;
  return letters(keys) >= 3 && !(keys.length === 1 && CALENDAR_WORDS.has(keys[0]!));
}

/** Every way a person's name is looked for. */
function formsOf(person: PersonName, role: Role): Form[] {
  const first = tokenize(person.first);
  const last = tokenize(person.last);
  const keys = (ts: Token[]) => ts.map((t) => t.key);
  const forms: Form[] = [];
  if (first.length && last.length) {
    forms.push({ keys: [...keys(first), ...keys(last)], full: true, role }, { keys: [...keys(last), ...keys(first)], full: true, role });
  }
  const parts = [first, last];
  if (first.length > 1 && !first[0]!.unit) parts.push([first[0]!]);
  if (last.length > 1 && !last[0]!.unit && !PARTICLES.has(last[0]!.key)) parts.push([last[0]!]);
  if (last.length > 1 && !last.at(-1)!.unit) parts.push([last.at(-1)!]);
  for (const p of parts) if (p.length && mayStandAlone(p, role)) forms.push({ keys: keys(p), full: false, role });
  return forms;
}

/**
 * The forms by their words (joined by a space), each kept once per role and kind: a company
 * of many Anas looks "ana" up once, whatever their number.
 */
/** Longer names are not looked for (a form is tried word by word from each word of the comment). */
const MAX_NAME_WORDS = 12;

interface Index {
  forms: Map<string, Form[]>;
  /** The most words of any form: how far a match is tried from each word. */
  longest: number;
}

function indexOf(names: NamesToFind): Index {
  const forms = new Map<string, Form[]>();
  let longest = 0;
  const add = (person: PersonName | null, role: Role) => {
    if (!person) return;
    for (const form of formsOf(person, role)) {
      if (form.keys.length > MAX_NAME_WORDS) continue;
      const key = form.keys.join(' ');
      const list = forms.get(key) ?? [];
      if (!list.some((f) => f.role === form.role && f.full === form.full)) list.push(form);
      forms.set(key, list);
      longest = Math.max(longest, form.keys.length);
    }
  };
  add(names.ratee, 'ratee');
  add(names.self, 'self');
  for (const c of names.colleagues) add(c, 'colleague');
  return { forms, longest };
}

/** A name alone in the comment reads as one: see the rules above. */
function readsAsName(words: Token[], form: Form): boolean {
  const first = words[0]!;
  if (form.full || form.role === 'ratee' || first.unit || first.caseless) return true;
  // "de la Cruz": a name of several words needs a capital on one of them.
  if (!words.some((t) => t.capitalised)) return false;
  return !(first.sentenceStart && words.length === 1 && COMMON_WORDS.has(form.keys[0]!));
}

/**
 * The best name starting at `at`: the longest, then the ratee before the rater before a
 * colleague. Each length is one lookup (the last word also without a possessive), so a
 * comment costs the same whoever the company employs.
 */
function bestAt(tokens: Token[], at: number, index: Index): { form: Form; length: number } | null {
  const joined: string[] = [];
  for (let n = 1; n <= index.longest && at + n <= tokens.length; n += 1) {
    if (n > 1 && !tokens[at + n - 1]!.joined) break;
    joined.push(tokens[at + n - 1]!.key);
  }
  for (let n = joined.length; n >= 1; n -= 1) {
    const words = tokens.slice(at, at + n);
    const head = joined.slice(0, n - 1);
    const last = words[n - 1]!;
    const spellings = last.bare === last.key ? [last.key] : [last.key, last.bare];
    const candidates = spellings.flatMap((w) => index.forms.get([...head, w].join(' ')) ?? []).filter((f) => readsAsName(words, f));
    if (candidates.length) return { form: candidates.reduce((a, b) => (RANK[b.role] < RANK[a.role] ? b : a)), length: n };
  }
  return null;
}

/** The tokens outside `skip` (sorted spans), in one pass; the word after a skipped one does not join the word before it. */
function outside(tokens: Token[], skip: Span[]): Token[] {
  const kept: Token[] = [];
  let s = 0;
  let skipped = false;
  for (const t of tokens) {
    while (s < skip.length && skip[s]!.end <= t.start) s += 1;
    if (s < skip.length && skip[s]!.start <= t.start) {
      skipped = true;
      continue;
    }
    kept.push(skipped ? { ...t, joined: false } : t);
    skipped = false;
  }
  return kept;
}

/** Names found in `text`, each with where it is; words of an email address are not names. */
function nameSpans(text: string, names: NamesToFind, skip: Span[]): Array<Span & { kind: 'colleague' | 'self' }> {
  const index = indexOf(names);
  const tokens = outside(tokenize(text), skip);
  const found: Array<Span & { kind: 'colleague' | 'self' }> = [];
  for (let i = 0; i < tokens.length; ) {
    const best = bestAt(tokens, i, index);
    if (!best) {
      i += 1;
      continue;
    }
    const { form, length } = best;
    if (form.role !== 'ratee') found.push({ kind: form.role, start: tokens[i]!.start, end: tokens[i + length - 1]!.end });
    i += length;
  }
  return found;
}

/** What in `text` could tell who wrote it, in the order it appears; each (kind, text as written) once. */
export function commentFindings(text: string, names: NamesToFind): CommentFinding[] {
  const emails = emailSpans(text);
  const spans = [
    ...emails.map((s) => ({ ...s, kind: 'email' as const })),
    ...phoneSpans(text)
      .filter((p) => !emails.some((e) => p.start < e.end && e.start < p.end))
      .map((s) => ({ ...s, kind: 'phone' as const })),
    ...nameSpans(text, names, emails),
  ].sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  const findings: CommentFinding[] = [];
  for (const s of spans) {
    const finding = { kind: s.kind, text: text.slice(s.start, s.end) };
    const key = `${finding.kind}\u0000${finding.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push(finding);
  }
  return findings;
}
