import { describe, expect, it } from 'vitest';
import { fontRuns, visualRuns } from '../../server/sheets/feedback-report/text-runs';

// Stand-in faces: 0 Latin (with Greek and Cyrillic), 1 Chinese, 2 Arabic; each also has space and ASCII punctuation.
const punctuation = (cp: number) => cp < 0x80 && !/[a-z0-9]/i.test(String.fromCodePoint(cp));
const COVERS = [
  (cp: number) => cp < 0x530,
  (cp: number) => (cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3000 && cp <= 0x303f) || punctuation(cp),
  (cp: number) => (cp >= 0x600 && cp <= 0x6ff) || punctuation(cp),
];

describe('fontRuns', () => {
  it('gives each letter the first face that has it, and spaces and punctuation to the run they follow', () => {
    expect(fontRuns('Łukasz 李雷, Γιώργος', COVERS)).toEqual([
      { face: 0, text: 'Łukasz ' },
      { face: 1, text: '李雷, ' },
      { face: 0, text: 'Γιώργος' },
    ]);
    expect(fontRuns('محمد علي: ok', COVERS)).toEqual([
      { face: 2, text: 'محمد علي: ' },
      { face: 0, text: 'ok' },
    ]);
  });

  it('keeps a combining mark with its letter and a character no face has in the run before it', () => {
    expect(fontRuns('قَ 😀x', COVERS)).toEqual([
      { face: 2, text: 'قَ 😀' },
      { face: 0, text: 'x' },
    ]);
  });
});

describe('visualRuns', () => {
  it('leaves an Arabic name in an English line where it stands, its letters in logical order for fontkit to shape', () => {
    expect(visualRuns('Self: محمد علي wrote', COVERS)).toEqual([
      { face: 0, text: 'Self: ', rtl: false },
      { face: 2, text: 'محمد علي', rtl: true },
      { face: 2, text: ' ', rtl: false },
      { face: 0, text: 'wrote', rtl: false },
    ]);
  });

  it('reads an Arabic sentence from the right, numbers and English inside it left to right, brackets mirrored', () => {
    expect(visualRuns('قال (علي) 2024 OK', COVERS)).toEqual([
      { face: 0, text: 'OK', rtl: false },
      { face: 0, text: ' ', rtl: true },
      { face: 0, text: '2024', rtl: false },
      { face: 2, text: 'قال )علي( ', rtl: true },
    ]);
  });
});
