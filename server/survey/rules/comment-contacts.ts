/*
 * Email addresses and phone numbers in a comment. Found by walking the text one character
 * at a time, each walk bounded in length: no pattern runs over the comment, so nothing
 * here can backtrack, and the cost stays linear in the comment's length.
 */

export interface Span {
  start: number;
  end: number;
}

const LOCAL_CHAR = /[\p{L}\p{N}._%+'-]/u;
const DOMAIN_CHAR = /[\p{L}\p{N}.-]/u;
const LABEL = /^[\p{L}\p{N}-]{1,63}$/u;
const TOP_LABEL = /^\p{L}{2,63}$/u;
const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;

function domainEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && end - from < MAX_DOMAIN && DOMAIN_CHAR.test(text[end]!)) end += 1;
  // A sentence's full stop or a dash after the address is not part of it.
  while (end > from && (text[end - 1] === '.' || text[end - 1] === '-')) end -= 1;
  return end;
}

/** "ana.silva@example.com", as written: a local part, an @ and a domain of two labels or more, the last of letters. */
export function emailSpans(text: string): Span[] {
  const spans: Span[] = [];
  let after = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > after && at - start < MAX_LOCAL && LOCAL_CHAR.test(text[start - 1]!)) start -= 1;
    while (start < at && text[start] === '.') start += 1;
    const end = domainEnd(text, at + 1);
    const labels = text.slice(at + 1, end).split('.');
    const valid = start < at && labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TOP_LABEL.test(labels.at(-1)!);
    if (!valid) continue;
    spans.push({ start, end });
    after = end;
  }
  return spans;
}

const DIGIT = /[0-9]/;
const SEPARATORS = new Set([' ', '\u00a0', '-', '.', '/', '(', ')']);
const WORDISH = /[\p{L}\p{N}@_]/u;
/** Longer than any phone number as written ("+44 (0) 20 7946 0958 " is 22): a longer run of digits is something else. */
const MAX_PHONE = 32;

/** The digit groups of a candidate and the separators between them. */
function groupsOf(run: string): { groups: string[]; separators: string } {
  const groups: string[] = [];
  let separators = '';
  let current = '';
  for (const c of run) {
    if (DIGIT.test(c)) current += c;
    else {
      if (current) groups.push(current);
      current = '';
      if (c !== '(' && c !== ')') separators += c;
    }
  }
  if (current) groups.push(current);
  return { groups, separators };
}

const lengths = (groups: string[]) => groups.map((g) => g.length).join(',');
const DATE_SHAPES = new Set(['4,2,2', '2,2,4', '1,2,4', '2,1,4', '1,1,4', '2,2,2', '1,2,2', '2,1,2', '1,1,2']);
const isYear = (g: string) => g.length === 4 && (g.startsWith('19') || g.startsWith('20'));

/**
 * Whether a run of digits and separators reads as a phone number: 7 to 15 digits (the
 * international maximum), and not a date (2024-01-15, 15/01/2024), a span of years
 * (2019-2023), a number grouped in thousands (1.234.567, or 1 200 000 up to 7 digits: "612 345 678"
 * is a Spanish mobile number) or a bare run of fewer
 * than 9 digits (an amount, a code, 20240115). A leading + always reads as a phone number.
 */
function readsAsPhone(run: string): boolean {
  const { groups, separators } = groupsOf(run);
  const digits = groups.join('').length;
  if (digits < 7 || digits > 15) return false;
  if (run.startsWith('+')) return true;
  const dated = separators.length > 0 && [...separators].every((s) => s === '-' || s === '/' || s === '.') && DATE_SHAPES.has(lengths(groups));
  const years = groups.length === 2 && groups.every(isYear);
  const inThousands = groups[0]!.length <= 3 && groups.slice(1).every((g) => g.length === 3);
  const dotted = separators.length > 0 && [...separators].every((s) => s === '.');
  const spaced = separators.length > 0 && [...separators].every((s) => s === ' ' || s === '\u00a0');
  const thousands = inThousands && (dotted || (spaced && digits <= 7));
  const bare = groups.length === 1 && digits < 9 && !run.startsWith('(');
  return !dated && !years && !thousands && !bare;
}

/** Phone numbers in common formats: "+44 20 7946 0958", "(555) 123-4567", "555.123.4567", "07700 900123", "+49-30-1234567". */
export function phoneSpans(text: string): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const starts = (DIGIT.test(c) || ((c === '+' || c === '(') && DIGIT.test(text[i + 1] ?? ''))) && !WORDISH.test(text[i - 1] ?? '');
    if (!starts) {
      i += 1;
      continue;
    }
    let end = i + 1;
    let lastDigit = DIGIT.test(c) ? end : i;
    let separatorsInARow = 0;
    while (end < text.length && end - i <= MAX_PHONE) {
      const d = text[end]!;
      if (DIGIT.test(d)) {
        separatorsInARow = 0;
        lastDigit = end + 1;
      } else if (SEPARATORS.has(d) && separatorsInARow < 2) separatorsInARow += 1;
      else break;
      end += 1;
    }
    const tooLong = end - i > MAX_PHONE;
    // A longer run is a list of figures, not a phone number: none of it is.
    while (tooLong && end < text.length && (DIGIT.test(text[end]!) || SEPARATORS.has(text[end]!))) end += 1;
    const glued = WORDISH.test(text[lastDigit] ?? '') && lastDigit === end;
    // Closing brackets stay with the number: "(555) 123" keeps its ")".
    if (!tooLong && !glued && readsAsPhone(text.slice(i, lastDigit))) spans.push({ start: i, end: lastDigit });
    // A run that is no phone number is skipped whole, so no digit in it is looked at twice.
    i = Math.max(end, i + 1);
  }
  return spans;
}
