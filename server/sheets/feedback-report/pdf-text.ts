/*
 * The PDF's standard fonts (Helvetica) encode text as WinAnsi (Windows-1252): a character
 * outside it would come out as garbage. pdfText() keeps every WinAnsi character, folds the
 * rest to the nearest one it can (accents dropped, a few letters and signs spelled out) and
 * writes "?" for what has none (Chinese, emoji…), so any name can be printed.
 */

// Windows-1252's 0x80–0x9F block: the characters WinAnsi holds beyond Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters and signs that do not decompose into a Latin-1 letter and a mark. */
const SPELLED: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
  Ŋ: 'N',
  ŋ: 'n',
  ĸ: 'k',
  Ĳ: 'IJ',
  ĳ: 'ij',
  Ǆ: 'DZ',
  ǅ: 'Dz',
  ǆ: 'dz',
  ſ: 's',
  Ə: 'E',
  ə: 'e',
  ẞ: 'SS',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '—',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '′': "'",
  '″': '"',
  '✓': 'v',
  '✔': 'v',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\u200a': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\t': ' ',
};

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

export function isWinAnsi(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch) || ch === '\n';
}

function fold(ch: string): string {
  if (isWinAnsi(ch)) return ch;
  const spelled = SPELLED[ch];
  if (spelled !== undefined) return spelled;
  // Control characters and marks left over after composing (a "q" with a tilde) carry nothing printable.
  if (/[\p{Cc}\p{M}]/u.test(ch)) return '';
  // Marks dropped from the last until WinAnsi holds the letter: "ǘ" → "ü", "ő" → "o", "ệ" → "e".
  const parts = [...ch.normalize('NFD')];
  while (parts.length > 1) {
    parts.pop();
    const letter = parts.join('').normalize('NFC');
    if ([...letter].every(isWinAnsi)) return letter;
  }
  return '?';
}

/** Text the standard fonts can print: every character WinAnsi, line breaks kept, nothing else dropped silently. */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(ZERO_WIDTH, '')) out += fold(ch);
  return out;
}

/** An ASCII slug for a file name: "Zoë Łukasz 李" → "zoe-lukasz"; empty text gives `fallback`. */
export function asciiSlug(text: string, fallback: string, max = 60): string {
  // Every run of other characters is one dash by then, so one dash at either end is all there is to trim.
  const slug = pdfText(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœÆŒøØ]/g, (c) => ({ ß: 'ss', æ: 'ae', œ: 'oe', Æ: 'AE', Œ: 'OE', ø: 'o', Ø: 'O' })[c]!)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, max)
    .replace(/-$/, '');
  return slug || fallback;
}
