import type { PartOfSpeech } from 'wink-nlp';
import type { Token } from './read-text';

/*
 * The comments no competency matched, grouped by what several of them name: a noun, or a word and the noun after
 * it (English), or any longer word (other languages). Greedy, largest group first; each new group must bring
 * comments no earlier group holds, so one subject is not listed twice. Labels are quoted from the comments.
 */

/** A phrase is a theme only when this many comments share it. */
export const MIN_SUPPORT = 2;
/** At most this many phrase themes per call: the screen lists what recurs most, not every shared noun. */
export const MAX_PHRASES = 10;
/** In other languages, a word in more than this share of the comments is taken for a function word. */
const FUNCTION_WORD_SHARE = 0.5;
const LONGEST_LABEL = 4;
const NOUNS = new Set<PartOfSpeech | null>(['NOUN', 'PROPN']);
/** A quoted phrase does not start on these ("the meetings", "in meetings"): it starts where the meaning does. */
const NO_START = new Set<PartOfSpeech | null>(['DET', 'ADP', 'PRON', 'AUX', 'CCONJ', 'SCONJ', 'PART', 'PUNCT', 'SYM', 'VERB']);

export interface Phrase {
  key: string;
  label: string;
  /** Positions in the list given. */
  members: number[];
}

const themeWord = (t: Token, english: boolean) => t.content && (english ? NOUNS.has(t.pos) : [...t.key].length > 3);

function candidates(tokens: Token[], english: boolean): Set<string> {
  const keys = new Set<string>();
  tokens.forEach((t, i) => {
    if (!themeWord(t, english)) return;
    keys.add(t.key);
    const before = tokens[i - 1];
    if (before && before.sentence === t.sentence && before.content) keys.add(`${before.key} ${t.key}`);
  });
  return keys;
}

/** The longest run of words around the key written in at least half of the group (and in two comments), as written. */
function label(key: string, group: Token[][], english: boolean): string {
  const parts = key.split(' ');
  const counts = new Map<string, { support: number; words: number; surfaces: Map<string, number> }>();
  for (const tokens of group) {
    const seen = new Set<string>();
    tokens.forEach((_, at) => {
      if (parts.some((p, j) => tokens[at + j]?.key !== p)) return;
      const last = at + parts.length - 1;
      for (let s = Math.max(0, last - LONGEST_LABEL + 1); s <= at; s++) {
        for (let e = last; e < Math.min(tokens.length, s + LONGEST_LABEL); e++) {
          const run = tokens.slice(s, e + 1);
          if (run.some((t) => t.sentence !== tokens[at]!.sentence)) continue;
          if (!run[run.length - 1]!.content || (s < at && (english ? NO_START.has(run[0]!.pos) : !run[0]!.content))) continue;
          const normal = run.map((t) => t.text.toLocaleLowerCase()).join(' ');
          const surface = run.map((t, j) => (j ? t.space + t.text : t.text)).join('');
          const entry = counts.get(normal) ?? { support: 0, words: run.length, surfaces: new Map<string, number>() };
          if (!seen.has(normal)) entry.support++;
          seen.add(normal);
          entry.surfaces.set(surface, (entry.surfaces.get(surface) ?? 0) + 1);
          counts.set(normal, entry);
        }
      }
    });
  }
  const needed = Math.max(MIN_SUPPORT, Math.ceil(group.length / 2));
  const [best] = [...counts.entries()]
    .filter(([, c]) => c.support >= needed)
    .sort(([a, x], [b, y]) => y.words - x.words || y.support - x.support || (a < b ? -1 : 1));
  const surfaces = [...(best ?? [...counts.entries()][0])![1].surfaces.entries()];
  return surfaces.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

export function recurringPhrases(comments: Token[][], english: boolean): Phrase[] {
  const perComment = comments.map((tokens) => candidates(tokens, english));
  const members = new Map<string, number[]>();
  perComment.forEach((keys, i) => keys.forEach((k) => (members.get(k) ?? members.set(k, []).get(k)!).push(i)));
  const tooCommon = !english && comments.length >= 4 ? comments.length * FUNCTION_WORD_SHARE : Infinity;
  const ranked = [...members.entries()]
    .filter(([, m]) => m.length >= MIN_SUPPORT && m.length <= tooCommon)
    .sort(([a, x], [b, y]) => y.length - x.length || b.split(' ').length - a.split(' ').length || (a < b ? -1 : 1));
  const covered = new Set<number>();
  const phrases: Phrase[] = [];
  for (const [key, m] of ranked) {
    if (phrases.length === MAX_PHRASES) break;
    if (m.filter((i) => !covered.has(i)).length < MIN_SUPPORT) continue;
    m.forEach((i) => covered.add(i));
    phrases.push({
      key,
      label: label(
        key,
        m.map((i) => comments[i]!),
        english,
      ),
      members: m,
    });
  }
  return phrases;
}
