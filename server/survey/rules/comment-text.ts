/*
 * A comment read as words, for the identifying-details warning (comment-identifiers.ts).
 * No regular expression here runs over the whole text: each tests one character, so the
 * scan is linear in the comment's length whatever it holds.
 */

/** Diacritics dropped when folding (combining accents, Cyrillic titlo, Hebrew points, Arabic harakat…), as code point ranges. */
const FOLDED_MARK_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0300, 0x036f],
  [0x0483, 0x0489],
  [0x0591, 0x05c7],
  [0x0610, 0x061a],
  [0x064b, 0x065f],
  [0x0670, 0x0670],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];
const hex = (n: number) => `\\u${n.toString(16).padStart(4, '0')}`;
/** The same marks as one character class, written with escapes: the SQL that finds candidate names folds with it too. */
export const FOLDED_MARKS = `[${FOLDED_MARK_RANGES.map(([a, b]) => `${hex(a)}-${hex(b)}`).join('')}]`;
/** Letters that do not decompose into a base letter and a mark, folded one for one (after lowercasing). */
export const FOLDED_FROM = 'łøđħıŧς';
export const FOLDED_TO = 'lodhitσ';

const SPECIAL = new Map([...FOLDED_FROM].map((c, i) => [c, FOLDED_TO[i]!]));
const folded = (code: number) => FOLDED_MARK_RANGES.some(([a, b]) => code >= a && code <= b);

/** Lowercase, without diacritics: "Núñez" and "NUNEZ" fold alike, "Łukasz" and "lukasz" too. */
export function fold(text: string): string {
  let out = '';
  for (const c of text.toLowerCase().normalize('NFKD')) {
    if (!folded(c.codePointAt(0)!)) out += SPECIAL.get(c) ?? c;
  }
  return out;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;
const UPPER = /[\p{Lu}\p{Lt}]/u;
/** Scripts written without spaces between words: a name is found inside a run of their characters. */
const UNSPACED = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{sc=Hangul}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}\p{sc=Tibetan}]/u;
const APOSTROPHES = new Set(["'", '’', 'ʼ', '‘']);
const SENTENCE_ENDS = new Set(['.', '!', '?', '…', '。', '！', '？', '\n', '\r']);
/** The most text between two words of one name: "Silva, Ana", "Jean-Pierre", "李 雷". */
const MAX_JOIN = 3;

export interface Token {
  /** Where the word is in the text (UTF-16 offsets): text.slice(start, end) is it as written. */
  start: number;
  end: number;
  /** Folded, apostrophes as "'". */
  key: string;
  /** `key` without a possessive ending: "ana's" → "ana". */
  bare: string;
  /** Its first letter is a capital. */
  capitalised: boolean;
  /** Its first letter has no case (Arabic, Hebrew, Devanagari…): capitals say nothing there. */
  caseless: boolean;
  /** The first word of the text, or the first after a sentence's end or a line break. */
  sentenceStart: boolean;
  /** One character of a script written without spaces (CJK, Thai…). */
  unit: boolean;
  /** Follows the previous token closely enough for both to be one name (≤ 3 characters between, no sentence end). */
  joined: boolean;
}

const possessive = (key: string) => (key.endsWith("'s") ? key.slice(0, -2) : key.endsWith("'") ? key.slice(0, -1) : key);

/** The words of `text`: letters and digits (with marks and inner apostrophes), each character of an unspaced script on its own. */
export function tokenize(text: string): Token[] {
  const chars = Array.from(text);
  const tokens: Token[] = [];
  let offset = 0;
  let open: { start: number; unit: boolean; raw: string } | null = null;
  let boundary = true;
  let gap = '';
  const close = (end: number) => {
    if (!open) return;
    const first = Array.from(open.raw).find((c) => LETTER_OR_DIGIT.test(c)) ?? '';
    const key = fold(open.raw);
    tokens.push({
      start: open.start,
      end,
      key,
      bare: possessive(key),
      unit: open.unit,
      capitalised: UPPER.test(first),
      caseless: LETTER.test(first) && first.toLowerCase() === first.toUpperCase(),
      sentenceStart: boundary,
      joined: tokens.length > 0 && gap.length <= MAX_JOIN && ![...gap].some((c) => SENTENCE_ENDS.has(c)),
    });
    open = null;
    boundary = false;
    gap = '';
  };
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i]!;
    const unit = UNSPACED.test(c);
    if (unit || LETTER_OR_DIGIT.test(c)) {
      if (open && (unit || open.unit)) close(offset);
      if (open) open.raw += c;
      else open = { start: offset, unit, raw: c };
    } else if (open && MARK.test(c)) {
      open.raw += c;
    } else if (open && !open.unit && APOSTROPHES.has(c) && LETTER.test(chars[i + 1] ?? '')) {
      open.raw += "'";
    } else {
      close(offset);
      if (SENTENCE_ENDS.has(c)) boundary = true;
      // Only the first few characters matter; a long gap is simply "too long".
      if (gap.length <= MAX_JOIN) gap += c;
    }
    offset += c.length;
  }
  close(offset);
  return tokens;
}

/** The longest name looked for inside a run of an unspaced script: "欧阳小明" is four characters. */
const MAX_UNSPACED_NAME = 4;

/**
 * What the database is asked for: each word of `texts` (folded, and without a possessive), and
 * in unspaced scripts each run of 2 to MAX_UNSPACED_NAME characters. Only people whose first
 * first-name word, first or last last-name word, or (unspaced) whole name is among them can be found.
 */
export function lookupKeys(texts: string[]): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    const tokens = tokenize(text);
    tokens.forEach((t, i) => {
      if (!t.unit) {
        if (LETTER.test(t.key)) keys.add(t.key).add(t.bare);
        return;
      }
      let run = t.key;
      for (let k = i + 1; k < tokens.length && k - i < MAX_UNSPACED_NAME && tokens[k]!.unit && tokens[k]!.joined; k += 1) {
        run += tokens[k]!.key;
        keys.add(run);
      }
    });
  }
  return [...keys];
}
