import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmail } from '../../schemas/email-rules';
import { PHONE_PATTERN } from '../../schemas/phone';

/*
 * The email and phone patterns were rewritten to run in linear time (issue 37). They must accept
 * and refuse exactly what the quadratic ones did: compared here on random strings made of the
 * characters that matter to them. The old forms run only on these short strings.
 */
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the old quadratic form, kept to compare on short strings
const OLD_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the old quadratic form, kept to compare on short strings
const OLD_PHONE = /^(\+?[0-9 ().-]*[0-9][0-9 ().-]*)?$/u;
const phone = new RegExp(PHONE_PATTERN, 'u');

const stringOf = (chars: string[], maxLength: number) => fc.array(fc.constantFrom(...chars), { maxLength }).map((parts) => parts.join(''));

describe('the linear patterns accept what the old ones did', () => {
  it('email', () => {
    fc.assert(
      fc.property(stringOf(['a', 'b', '@', '.', ' ', '\t', '-', 'é'], 12), (value) => {
        expect(isEmail(value)).toBe(OLD_EMAIL.test(value.trim()));
      }),
      { numRuns: 5_000 },
    );
  });

  it('phone', () => {
    fc.assert(
      fc.property(stringOf(['1', '0', '+', ' ', '(', ')', '.', '-', 'x'], 10), (value) => {
        expect(phone.test(value)).toBe(OLD_PHONE.test(value));
      }),
      { numRuns: 5_000 },
    );
  });

  it('examples either way', () => {
    for (const ok of ['a@b.co', 'a@.b.c', 'a@...', 'p@northwind.example', ' p@x.io ']) expect(isEmail(ok), ok).toBe(true);
    for (const bad of ['a@b.', 'a@.b', 'a@..', 'a@b', 'a b@c.d', 'a@@b.c', '@b.c', '']) expect(isEmail(bad), bad).toBe(false);
    for (const ok of ['', '1', '+44 (20) 7946 0018', '(0).1', '1+'.slice(0, 1)]) expect(phone.test(ok), ok).toBe(true);
    for (const bad of ['+', '()', '1+2', '++1', '1x', ' + 1']) expect(phone.test(bad), bad).toBe(false);
  });
});

describe('on a long value they answer at once', () => {
  // The old forms took ~14 s on 100,000 characters; the linear ones take about a millisecond,
  // so a second is room for any loaded machine while still telling the two apart.
  it('email and phone', () => {
    const n = 100_000;
    const started = performance.now();
    expect(isEmail(`a@${'.'.repeat(n)}@`)).toBe(false);
    expect(isEmail(`a@${'.'.repeat(n)} x`)).toBe(false);
    expect(isEmail('a'.repeat(n))).toBe(false);
    expect(phone.test(`${'1'.repeat(n)}x`)).toBe(false);
    expect(phone.test(`+${' '.repeat(n)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
