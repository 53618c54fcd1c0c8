import { describe, expect, it } from 'vitest';
import { confidentiality } from './answer-confidentiality';

describe('confidentiality', () => {
  it('tells self and manager that their answers are theirs in the report', () => {
    expect(confidentiality('self', 3).shown).toBe('Your answers appear in the report as your self-assessment, beside what others said.');
    expect(confidentiality('manager', 3)).toMatchObject({ shown: 'Your answers appear as the manager’s, so the person can tell they are yours.', comments: null });
  });

  it('tells pooled raters their group and the survey’s threshold, and that comments carry no name', () => {
    expect(confidentiality('peer', 4).shown).toBe('Your answers are pooled with those of other peers and shown only when at least 4 have answered; never with your name.');
    expect(confidentiality('direct_report', 3).shown).toContain('other direct reports and shown only when at least 3 have answered');
    expect(confidentiality('other', 5).shown).toContain('other raters and shown only when at least 5');
    expect(confidentiality('peer', 3).comments).toBe('Comments are shown without your name.');
  });

  it('says results wait for the survey to close, whoever answers', () => {
    for (const r of ['self', 'manager', 'peer', 'direct_report', 'other'] as const) {
      expect(confidentiality(r, 3).when).toBe('Results are shown only after the survey closes.');
    }
  });
});
