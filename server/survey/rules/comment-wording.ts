import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import type { WordingFinding } from '../../../schemas/comment-check';
import { MAX_WORDING_ENTRIES, MAX_WORDING_LENGTH, type WordingList } from '../../../schemas/wording-list';
import type { FieldErrors } from '../../../schemas/errors';
import { WORDING_LIST_REFUSALS, WORDING_NOTES } from '../messages';
import { LOADED_WORDS } from './loaded-words';
import { fold, tokenize, type Token } from './comment-text';

/*
 * Wording a rater may want to reconsider before the submit (a prompt, never a refusal):
 * English profanity from obscenity's dataset, the shipped loaded words (loaded-words.ts) and
 * the company's own list. Everything matches whole words, ignoring case and accents, so
 * "Scunthorpe", "cockpit" or "classic" are never a finding. obscenity finds a word's stem
 * ("fuck" in "fucking"): the word counts only when the stem starts it and the rest is an
 * ending (TAILS), else the stem sits inside another word.
 */

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const TAILS = new Set(['', 's', 'es', 'ed', 'er', 'ers', 'ing', 'in', 'y', 'ty', 'hole', 'holes', 'head', 'heads']);

type Source = keyof typeof WORDING_NOTES;

/** A list entry as the words it is made of, folded as a comment's words are. */
const keysOf = (phrase: string) => tokenize(phrase).map((t) => t.key);
const LOADED = LOADED_WORDS.map(keysOf);

function isProfane(word: string): boolean {
  return matcher.getAllMatches(word).some((m) => m.startIndex === 0 && TAILS.has(word.slice(m.endIndex + 1).toLowerCase()));
}

/** How many words the longest phrase starting at token `i` spans (its words in order, one after the other), or 0. */
function phraseAt(tokens: Token[], i: number, phrases: string[][]): number {
  let longest = 0;
  for (const words of phrases) {
    if (words.length <= longest || i + words.length > tokens.length) continue;
    const last = words.length - 1;
    // The last word may carry a possessive: "idiot's" is "idiot".
    if (words.every((w, k) => w === tokens[i + k]!.key || (k === last && w === tokens[i + k]!.bare))) longest = words.length;
  }
  return longest;
}

/** The wording findings of `text`, in the order they appear, each word (whatever its case) once. */
export function wordingFindings(text: string, company: readonly string[]): WordingFinding[] {
  const tokens = tokenize(text);
  const own = company.map(keysOf).filter((k) => k.length > 0);
  const findings: WordingFinding[] = [];
  const seen = new Set<string>();
  const add = (start: number, end: number, source: Source) => {
    const written = text.slice(start, end);
    const key = fold(written);
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ kind: 'wording', text: written, note: WORDING_NOTES[source](written) });
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    // The company's list first: HR chose those words, so their sentence is the one to read.
    const mine = phraseAt(tokens, i, own);
    if (mine > 0) {
      add(t.start, tokens[i + mine - 1]!.end, 'company');
      i += mine - 1;
      continue;
    }
    const loaded = phraseAt(tokens, i, LOADED);
    if (loaded > 0) {
      add(t.start, tokens[i + loaded - 1]!.end, 'insult');
      i += loaded - 1;
      continue;
    }
    if (!t.unit && isProfane(text.slice(t.start, t.end))) add(t.start, t.end, 'profanity');
  }
  return findings;
}

/**
 * The list as HR typed it (one word or phrase per line) as stored: lines trimmed, blank ones
 * dropped, each entry once whatever its case (the first kept); or why it cannot be saved.
 */
export function wordingListOf(input: WordingList): { words: string[] } | { errors: FieldErrors } {
  const words: string[] = [];
  const seen = new Set<string>();
  const lines = input.words.split(/\r?\n/);
  for (const [n, raw] of lines.entries()) {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (!line) continue;
    if (line.length > MAX_WORDING_LENGTH) return { errors: { words: [WORDING_LIST_REFUSALS.tooLong(n + 1, MAX_WORDING_LENGTH)] } };
    const keys = keysOf(line);
    if (keys.length === 0) return { errors: { words: [WORDING_LIST_REFUSALS.noLetters(n + 1)] } };
    const key = keys.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    words.push(line);
  }
  if (words.length > MAX_WORDING_ENTRIES) return { errors: { words: [WORDING_LIST_REFUSALS.tooMany(MAX_WORDING_ENTRIES)] } };
  return { words };
}

/** The stored list as the form shows it. */
export const wordingListText = (words: readonly string[]): WordingList => ({ words: words.join('\n') });
