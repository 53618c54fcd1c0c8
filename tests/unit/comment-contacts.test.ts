import { describe, expect, it } from 'vitest';
import { commentFindings, type NamesToFind } from '../../server/survey/rules/comment-identifiers';
import { emailSpans, phoneSpans } from '../../server/survey/rules/comment-contacts';

const nobody: NamesToFind = { colleagues: [], self: null, ratee: null };
const texts = (text: string, spans: Array<{ start: number; end: number }>) => spans.map((s) => text.slice(s.start, s.end));
const phones = (text: string) => texts(text, phoneSpans(text));
const emails = (text: string) => texts(text, emailSpans(text));

describe('email addresses in a comment', () => {
  it('finds them as written, without the punctuation around them', () => {
    expect(emails('Write to ana.silva+hr@example.co.uk. Or <bob@mail.example.com>, (zoë@exämple.de)')).toEqual([
      'ana.silva+hr@example.co.uk',
      'bob@mail.example.com',
      'zoë@exämple.de',
    ]);
  });

  it('takes no handle, no version and no lone @ for an address', () => {
    expect(emails('@ana said hi; ana@home; a@b.c; 10 @ 3pm; user@localhost')).toEqual([]);
  });
});

describe('phone numbers in a comment', () => {
  it('finds common formats', () => {
    const text =
      'Call +44 20 7946 0958, (555) 123-4567, 555.123.4567, 555-123-4567, 07700 900123, ' + '+49-30-1234567, 06 12 34 56 78, +1 (555) 010-9999 or 0612345678.';
    expect(phones(text)).toEqual([
      '+44 20 7946 0958',
      '(555) 123-4567',
      '555.123.4567',
      '555-123-4567',
      '07700 900123',
      '+49-30-1234567',
      '06 12 34 56 78',
      '+1 (555) 010-9999',
      '0612345678',
    ]);
  });

  it('takes no date, span of years, amount, figure or code for a phone number', () => {
    const text =
      'On 2024-01-15 and 15/01/2024 (2019-2023) we sold 1.234.567 units, 1 200 000 euros, ' +
      'up 12.5% to 3400; ticket 20240115, ID12345678, v1.2.3, 10:30-11:45.';
    expect(phones(text)).toEqual([]);
  });
});

describe('a long comment', () => {
  it('is read in one pass, whatever it holds (10,000 characters of the worst shapes)', () => {
    const hostile = ['Ana '.repeat(500), '1 '.repeat(1000), '@'.repeat(1000), 'a.'.repeat(1000), '+1'.repeat(500), '(1'.repeat(500), 'x@y.'.repeat(500)]
      .join('')
      .slice(0, 10_000);
    expect(hostile).toHaveLength(10_000);
    const names: NamesToFind = { colleagues: Array.from({ length: 200 }, (_, i) => ({ first: 'Ana', last: `Name${i}` })), self: null, ratee: null };
    // A backtracking pattern would take minutes here; the test's own time-out is the bound, not a measured figure.
    expect(commentFindings(hostile, names).map((f) => f.kind)).toContain('colleague');
    expect(commentFindings(`${'word '.repeat(1999)}+44 20 7946 0958`, nobody)).toEqual([{ kind: 'phone', text: '+44 20 7946 0958' }]);
  }, 3_000);
});
