import { describe, expect, it } from 'vitest';
import { ERASED, marksOf, mentions, scrubJson, scrubText } from '../../server/privacy/rules/erasure-scrub';

/** The erasure's rule for text it keeps: what names the person, and the same blanked. */
const marks = marksOf({
  email: 'Ana.Lima@Northwind.example',
  username: 'ana.lima',
  first_name: 'Ana',
  last_name: 'Lima',
  emp_code: 'E-17',
  contact_num: '+44 20 7946 0018',
});

describe('marksOf', () => {
  it('searches inside text for the address, the full name and a long username; whole values for the rest', () => {
    expect(marks.within).toEqual(['ana.lima@northwind.example', 'ana lima', 'ana.lima']);
    expect(marks.whole).toEqual(expect.arrayContaining(['ana', 'lima', 'e-17', '+44 20 7946 0018']));
  });

  it('does not search inside text for a short username (it would match other words)', () => {
    const short = marksOf({ email: 'a@b.example', username: 'ana', first_name: '', last_name: 'Lima', emp_code: null, contact_num: '' });
    expect(short.within).toEqual(['a@b.example']);
    expect(short.whole).toEqual(expect.arrayContaining(['ana', 'lima']));
  });
});

describe('scrubText and scrubJson', () => {
  it('blanks a text that holds a mark, in any case, and a value equal to a part of the name', () => {
    expect(mentions('Invited ANA LIMA to rate', marks)).toBe(true);
    expect(scrubText('Ana Lima <ana.lima@northwind.example>', marks)).toBe(ERASED);
    expect(scrubText(' Lima ', marks)).toBe(ERASED);
    expect(scrubText('E-17', marks)).toBe(ERASED);
  });

  it('keeps other people and other words: a first name inside another text is not theirs alone', () => {
    expect(scrubText('Banana', marks)).toBe('Banana');
    expect(scrubText('Ana Costa', marks)).toBe('Ana Costa');
    expect(mentions('Ana Costa', marks)).toBe(false);
  });

  it('walks JSON, keeping keys, shape, numbers and other strings', () => {
    const before = {
      first_name: 'Ana',
      last_name: 'Lima',
      ratees: ['Ben Li', 'Ana Lima'],
      id: 17,
      manager: { name: 'Mo Diaz', code: 'E-17' },
      on: true,
      none: null,
    };
    expect(scrubJson(before, marks)).toEqual({
      first_name: ERASED,
      last_name: ERASED,
      ratees: ['Ben Li', ERASED],
      id: 17,
      manager: { name: 'Mo Diaz', code: ERASED },
      on: true,
      none: null,
    });
  });
});
