import winkNLP, { type ItsFunction, type PartOfSpeech } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One word or mark of a text, as the theme and phrase rules need it. */
export interface Token {
  /** What matching compares: the Porter stem in English, the lower-cased word otherwise. */
  key: string;
  /** As written, and the spaces before it, so a phrase can be quoted exactly. */
  text: string;
  space: string;
  sentence: number;
  /** A word that can carry a theme: a word (not a mark or number) and, in English, not a stop word. */
  content: boolean;
  /** Part of speech in English; null in other languages. */
  pos: PartOfSpeech | null;
}

export interface ReadText {
  tokens: Token[];
  /** wink-nlp's score in [-1, 1]; null when the language is not analysed. */
  sentiment: number | null;
}

export const isEnglish = (language: string) => /^en(?:-|$)/i.test(language.trim());

// Built once per process: loading the model takes ~20 ms, reading a comment then ~0.2 ms.
let nlp: ReturnType<typeof winkNLP> | undefined;
const english = () => (nlp ??= winkNLP(model, ['sbd', 'negation', 'sentiment', 'pos']));

function readEnglish(text: string): ReadText {
  const wink = english();
  const its = wink.its;
  const doc = wink.readDoc(text);
  const t = doc.tokens();
  const col = <T>(f: ItsFunction<T>) => t.out(f) as T[];
  const [values, spaces, stems, types, stops, pos] = [
    col(its.value),
    col(its.precedingSpaces),
    col(its.stem as unknown as ItsFunction<string>),
    col(its.type),
    col(its.stopWordFlag),
    col(its.pos),
  ];
  const sentenceOf = new Array<number>(values.length).fill(0);
  (doc.sentences().out(its.span) as unknown as Array<[number, number]>).forEach(([from, to], sentence) => sentenceOf.fill(sentence, from, to + 1));
  const tokens = values.map((value, i): Token => {
    const content = types[i] === 'word' && !stops[i] && value.length > 1;
    return { key: stems[i]!, text: value, space: spaces[i]!, sentence: sentenceOf[i]!, content, pos: pos[i]! };
  });
  return { tokens, sentiment: doc.out(its.sentiment) as number };
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[.!?;]+/gu;

/** Any other language: a plain lower-casing tokeniser (no stems, no stop words), and no sentiment at all. */
function readPlain(text: string): ReadText {
  const tokens: Token[] = [];
  let sentence = 0;
  let end = 0;
  for (const m of text.matchAll(WORD)) {
    const value = m[0];
    const space = text.slice(end, m.index).replace(/\S/gu, '') ? ' ' : '';
    end = m.index + value.length;
    if (/^[.!?;]/u.test(value)) {
      sentence++;
      continue;
    }
    const key = value.toLocaleLowerCase();
    tokens.push({ key, text: value, space, sentence, content: /\p{L}/u.test(value) && [...key].length > 2, pos: null });
  }
  return { tokens, sentiment: null };
}

export const readText = (text: string, inEnglish: boolean): ReadText => (inEnglish ? readEnglish(text) : readPlain(text));
