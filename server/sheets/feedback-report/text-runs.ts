import bidiFactory from 'bidi-js';

/*
 * A text as the pieces the PDF draws: each in one font face, in the order they stand on the line from left to right.
 * Pure: which face has a glyph comes in as `covers`, so the tests need no font file.
 */

/** Whether face i has a glyph for a code point; the faces in order of preference. */
export type Coverage = ReadonlyArray<(codePoint: number) => boolean>;

export interface FontRun {
  face: number;
  text: string;
}

export interface VisualRun extends FontRun {
  /** Right to left: fontkit reverses a run of Arabic or Hebrew letters itself, after shaping it in logical order. */
  rtl: boolean;
}

// Marks and joiners shape with the letter before them: splitting them off would break an Arabic word or an accent.
const isSticky = (ch: string) => /\p{M}/u.test(ch) || ch === '\u200c' || ch === '\u200d' || (ch >= '\ufe00' && ch <= '\ufe0f');
// Letters and digits take the first face that has them; spaces and punctuation stay with the run they follow.
const STRONG = /[\p{L}\p{N}]/u;
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * Splits `text` into runs, each in the first face that has its letters ("Łukasz 李雷" → the Latin face, then the CJK
 * one). A character no face has stays in the run before it (it prints as the font's empty box).
 */
export function fontRuns(text: string, covers: Coverage): FontRun[] {
  const runs: FontRun[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs.at(-1);
    if (last && (isSticky(ch) || (!STRONG.test(ch) && covers[last.face]!(cp)))) {
      last.text += ch;
      continue;
    }
    const found = covers.findIndex((has) => has(cp));
    const face = found === -1 ? (last?.face ?? 0) : found;
    if (last?.face === face) last.text += ch;
    else runs.push({ face, text: ch });
  }
  return runs;
}

let bidi: ReturnType<typeof bidiFactory> | undefined;

/** Rule L2 of UAX #9 on whole runs: from the highest level down to the lowest odd one, reverse every stretch at or above it. */
function reorder<T extends { level: number }>(runs: T[]): T[] {
  const out = [...runs];
  const levels = out.map((r) => r.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let i = 0; i < out.length; ) {
      if (out[i]!.level < level) {
        i += 1;
        continue;
      }
      let end = i;
      while (end < out.length && out[end]!.level >= level) end += 1;
      out.splice(i, end - i, ...out.slice(i, end).reverse());
      i = end;
    }
  }
  return out;
}

/**
 * One paragraph (no line break) as runs in visual order, by the Unicode bidirectional algorithm (bidi-js): an
 * Arabic name inside an English sentence stays where it was; an Arabic comment reads from the right. A right-to-left
 * run keeps its letters in logical order when they are Arabic or Hebrew, because fontkit shapes them so and reverses
 * the glyphs itself (and the PDF's text layer then reads back in logical order); other right-to-left text (brackets
 * and punctuation between Arabic words) is reversed here. Brackets in right-to-left text are mirrored.
 */
export function visualRuns(paragraph: string, covers: Coverage): VisualRun[] {
  bidi ??= bidiFactory();
  const { levels } = bidi.getEmbeddingLevels(paragraph);
  const pieces: Array<FontRun & { level: number }> = [];
  let index = 0;
  for (const run of fontRuns(paragraph, covers)) {
    for (const ch of run.text) {
      const level = levels[index]!;
      index += ch.length;
      const last = pieces.at(-1);
      if (last && last.face === run.face && last.level === level) last.text += ch;
      else pieces.push({ face: run.face, text: ch, level });
    }
  }
  const mirror = (chars: string[]) => chars.map((ch) => bidi!.getMirroredCharacter(ch) ?? ch).join('');
  return reorder(pieces).map(({ face, text, level }) => {
    const rtl = level % 2 === 1;
    if (!rtl) return { face, text, rtl };
    // fontkit reverses the glyphs of Arabic and Hebrew but does not mirror brackets: "(" must show as ")".
    return { face, text: RTL_LETTER.test(text) ? mirror([...text]) : mirror([...text].reverse()), rtl };
  });
}
