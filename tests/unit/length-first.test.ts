import { describe, expect, it } from 'vitest';
import { withoutPatterns } from '../../schemas/length-first';
import { bodyAjv, compileLengthFirst, toFieldErrors } from '../../server/shared/rules/validation';

/** Counts the calls of a format, to see whether a value was ever looked at by one. */
let formatCalls = 0;
bodyAjv.addFormat('counted-test', {
  type: 'string',
  validate: (v: string) => {
    formatCalls += 1;
    return v === 'ok';
  },
});

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: {
    email: { type: 'string', maxLength: 10, format: 'counted-test' },
    code: { type: 'string', maxLength: 5, pattern: '^[a-z]+$' },
    tags: { type: 'array', maxItems: 2, items: { type: 'string', pattern: '^[a-z]+$' } },
    // A field named like a keyword is a field, not a keyword.
    pattern: { type: 'string', minLength: 2 },
  },
};

describe('withoutPatterns', () => {
  it('drops pattern and format where every part must hold, and nothing else', () => {
    expect(withoutPatterns(schema)).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['email'],
      properties: {
        email: { type: 'string', maxLength: 10 },
        code: { type: 'string', maxLength: 5 },
        tags: { type: 'array', maxItems: 2, items: { type: 'string' } },
        pattern: { type: 'string', minLength: 2 },
      },
    });
  });

  it('keeps not, if and oneOf whole, since loosening them could refuse more', () => {
    const s = { not: { pattern: '^a' }, if: { format: 'date' }, oneOf: [{ pattern: '^a' }, { pattern: '^b' }], anyOf: [{ pattern: '^c' }] };
    expect(withoutPatterns(s)).toEqual({ not: { pattern: '^a' }, if: { format: 'date' }, oneOf: [{ pattern: '^a' }, { pattern: '^b' }], anyOf: [{}] });
  });

  it('answers the schema itself when it has nothing to drop', () => {
    const plain = { type: 'object', properties: { a: { type: 'string', maxLength: 3 } } };
    expect(withoutPatterns(plain)).toBe(plain);
  });
});

describe('compileLengthFirst', () => {
  const check = compileLengthFirst(bodyAjv, schema);
  const full = bodyAjv.compile(schema);

  it('refuses an over-long value for its length alone, without running its format or patterns', () => {
    formatCalls = 0;
    expect(check({ email: 'x'.repeat(1_000_000), code: 'ABC' })).toBe(false);
    expect(formatCalls).toBe(0);
    expect(toFieldErrors(check.errors ?? [])).toEqual({ email: ['Ensure this field has no more than 10 characters.'] });
  });

  it('reports other size errors together, and list sizes too', () => {
    expect(check({ email: 'ok', tags: ['a', 'b', 'C'], extra: 1 })).toBe(false);
    expect(Object.keys(toFieldErrors(check.errors ?? [])).sort()).toEqual(['extra', 'tags']);
  });

  it.each([
    { email: 'ok' },
    { email: 'no' },
    { email: 'ok', code: 'ABC' },
    { email: 'ok', tags: ['a', 'B'] },
    { code: 'abc' },
    { email: 'no', pattern: 'x' },
    { email: 5 },
    null,
    [],
  ])('answers as the full schema when no size is over: %j', (value) => {
    const valid = check(value);
    expect(valid).toBe(full(value));
    expect(toFieldErrors(check.errors ?? [])).toEqual(toFieldErrors(full.errors ?? []));
  });
});
