import { describe, expect, it } from 'vitest';
import { RELATIONSHIPS } from '../../schemas/survey';
import { fixedRaterRefusals, fixedRatersMessage, touchesAnonymousRaters } from '../../server/survey/rules/anonymous-raters';
import { orFixedRefusal } from '../../server/survey/queries/fixed-raters';

describe("a ratee's fixed anonymous raters", () => {
  it('are touched by joining, replacing or moving into, out of or between peer, direct report and other', () => {
    const named = (r: string) => r === 'self' || r === 'manager';
    for (const relationship of RELATIONSHIPS) {
      expect(touchesAnonymousRaters({ ratee: 1, kind: 'add', relationship })).toBe(!named(relationship));
      expect(touchesAnonymousRaters({ ratee: 1, kind: 'replace', relationship })).toBe(!named(relationship));
      for (const to of RELATIONSHIPS) {
        const touched = relationship !== to && !(named(relationship) && named(to));
        expect(touchesAnonymousRaters({ ratee: 1, kind: 'move', from: relationship, to }), `${relationship} → ${to}`).toBe(touched);
      }
    }
  });

  it('refuse once per fixed ratee, naming them, in the order the changes come; other ratees pass', () => {
    const fixed = new Map([
      [1, 'Ana Silva'],
      [2, 'Ben Li'],
    ]);
    expect(
      fixedRaterRefusals(fixed, [
        { ratee: 3, kind: 'add', relationship: 'peer' },
        { ratee: 2, kind: 'move', from: 'manager', to: 'peer' },
        { ratee: 1, kind: 'add', relationship: 'manager' },
        { ratee: 1, kind: 'replace', relationship: 'other' },
        { ratee: 2, kind: 'add', relationship: 'direct_report' },
      ]),
    ).toEqual([fixedRatersMessage('Ben Li'), fixedRatersMessage('Ana Silva')]);
    expect(fixedRatersMessage('Ana Silva')).toBe(
      'Peers, direct reports and outside raters of Ana Silva are fixed: one of them has ' +
        'already submitted answers, so nobody can join, move between or replace them. You can still remove those who have not answered.',
    );
  });

  it("answer the database's refusal as the same sentence, and let every other error through", async () => {
    const refusal = Object.assign(new Error('Failed query'), {
      cause: { code: '23514', constraint: 'survey_assignments_fixed_anonymous_raters' },
    });
    expect(await orFixedRefusal(Promise.reject(refusal), (m) => m)).toBe(fixedRatersMessage(null));
    const other = Object.assign(new Error('Failed query'), { cause: { code: '23514', constraint: 'survey_assignments_self_check' } });
    await expect(orFixedRefusal(Promise.reject(other), (m) => m)).rejects.toBe(other);
  });
});
