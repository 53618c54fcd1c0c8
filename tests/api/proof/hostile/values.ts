/** Text a person or a script might send where a field wants ordinary text. */
export const HOSTILE_STRINGS: Array<[string, string]> = [
  ['empty', ''],
  ['blank', ' \t '],
  ['200,000 characters', 'x'.repeat(200_000)],
  // What made the old email and phone patterns backtrack quadratically (issue 37): each held the server for seconds.
  ['an address of 100,000 dots', `a@${'.'.repeat(100_000)}@x`],
  ['100,000 digits and a letter', `${'1'.repeat(100_000)}x`],
  ['a lone surrogate', 'a\ud800b'],
  ['a NUL', 'a\u0000b'],
  ['a right-to-left override', '\u202egnp.exe'],
  ['zero-width spaces', '\u200b\u200b'],
  ['an emoji family', '👩‍👩‍👧‍👦'],
  ['a thousand combining marks', `e${'\u0301'.repeat(1000)}`],
  ['a byte order mark', '\ufeffname'],
  ['a non-character', '\uffff'],
  ['SQL', "x' OR 1=1; drop table users; --"],
  ['markup', '<script>alert(1)</script>'],
  ['a formula', '=HYPERLINK("http://evil.example")'],
  ['a path', '../../etc/passwd'],
  ['a header break', 'a\r\nX-Injected: 1'],
];

export const HOSTILE_NUMBERS: Array<[string, number]> = [
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['2^31', 2 ** 31],
  ['-2^31-1', -(2 ** 31) - 1],
  ['2^53+2', 2 ** 53 + 2],
  ['1e308', 1e308],
];

/** Values of the wrong kind for a field holding a value of this kind. */
export function wrongTypes(sample: unknown): Array<[string, unknown]> {
  const all: Array<[string, unknown]> = [
    ['null', null],
    ['a string', '12'],
    ['a number', 12],
    ['a boolean', true],
    ['an object', { a: 1 }],
    ['an array', [1]],
  ];
  const kind =
    sample === null
      ? 'null'
      : Array.isArray(sample)
        ? 'an array'
        : typeof sample === 'object'
          ? 'an object'
          : typeof sample === 'string'
            ? 'a string'
            : typeof sample === 'number'
              ? 'a number'
              : 'a boolean';
  return all.filter(([k]) => k !== kind);
}

/** Query and path values: text, so every kind arrives as a string. */
export const HOSTILE_PARAMS: Array<[string, string]> = [
  ['0', '0'],
  ['-1', '-1'],
  ['2^31', '2147483648'],
  ['20 digits', '99999999999999999999'],
  ['1.5', '1.5'],
  ['1e3', '1e3'],
  ['hex', '0x10'],
  ['text', 'abc'],
  ['empty', ''],
  ['a NUL', '%00'],
  ['broken UTF-8', '%ED%A0%80'],
  ['a lone percent', '%'],
  ['SQL', "1'%20OR%20'1'='1"],
  ['6,000 characters', '9'.repeat(6000)],
  ['an emoji', '%F0%9F%91%A9'],
];
