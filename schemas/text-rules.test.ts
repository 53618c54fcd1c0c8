import { describe, expect, it } from 'vitest';
import { isCleanText, isVisibleLine, isVisibleText } from './text-rules';

const INVISIBLE_ONLY = ['\u200B\u200B', '\u200D', '\u00AD', '\u2800', '\u3164', '\u0301', '\u200E\u200F', '\u2060'];
const CONTROLS = ['Ann\u0007e', '\u001b[31mRed', 'Tab\there', 'Line\nbreak'];
const DIRECTION = ['\u202Egnp.exe', 'Ann\u202Ae', 'Bob\u2066x\u2069'];
const FINE = ['Zoë Ñúñez', 'إبراهيم', 'שלום\u200F', '李小龍', 'Jean-Luc O’Neill', 'A', 'Ω'];

describe('text that is shown to others', () => {
  it('a line needs a visible character and refuses controls and direction overrides', () => {
    for (const v of INVISIBLE_ONLY) expect(isVisibleLine(v), JSON.stringify(v)).toBe(false);
    for (const v of [...CONTROLS, ...DIRECTION]) expect(isVisibleLine(v), JSON.stringify(v)).toBe(false);
    for (const v of FINE) expect(isVisibleLine(v), v).toBe(true);
  });

  it('a paragraph also takes tabs and line breaks', () => {
    expect(isVisibleText('Line one\nline two\ttabbed\r\n')).toBe(true);
    expect(isVisibleText('Ann\u0007e')).toBe(false);
    for (const v of [...INVISIBLE_ONLY, ...DIRECTION]) expect(isVisibleText(v), JSON.stringify(v)).toBe(false);
  });

  it('leaves blank values to the blank checks ("This field may not be blank.")', () => {
    for (const v of ['', '   ', '\t', '\uFEFF']) expect([isVisibleLine(v), isVisibleText(v)]).toEqual([true, true]);
  });

  it('an optional paragraph may be blank or invisible, never hold controls or overrides', () => {
    expect(isCleanText('')).toBe(true);
    expect(isCleanText('\u200B')).toBe(true);
    expect(isCleanText('Two\nlines')).toBe(true);
    for (const v of ['Bell\u0007', ...DIRECTION]) expect(isCleanText(v), JSON.stringify(v)).toBe(false);
  });
});
