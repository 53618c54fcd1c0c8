import { describe, expect, it } from 'vitest';
import { confidentiality } from './answer-confidentiality';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe('confidentiality', () => {
  it('tells self and manager that their answers are theirs in the report, and nothing more', () => {
    expect(confidentiality('self', 3)).toMatchObject({
      shown: 'Your answers appear in the report as your self-assessment, beside what others said.',
      protects: null,
      limits: null,
    });
    expect(confidentiality('manager', 3)).toMatchObject({
      shown: 'Your answers appear as the manager’s, so the person can tell they are yours.',
      protects: null,
      limits: null,
    });
  });

  it('tells pooled raters their group and the survey’s threshold, and that nothing carries their name', () => {
    expect(confidentiality('peer', 4).shown).toBe(
      'Your answers are pooled with those of other peers and shown only when at least 4 have answered; never with your name, comments included.',
    );
    expect(confidentiality('direct_report', 3).shown).toContain('other direct reports and shown only when at least 3 have answered');
    expect(confidentiality('other', 5).shown).toContain('other raters and shown only when at least 5');
  });

  it('names, to pooled raters, the rules that protect them beyond the threshold, and what no rule stops', () => {
    for (const r of ['peer', 'direct_report', 'other'] as const) {
      const { protects, limits } = confidentiality(r, 3);
      expect(protects).toMatch(/with what the same reader saw in earlier surveys, would single out one rater/);
      expect(protects).toMatch(/once one of this person’s anonymous raters has answered, nobody can be added to them or moved between them/);
      expect(limits).toMatch(/controls several of this person’s raters from the start, or who recognises your wording/);
      expect(limits).toMatch(/leave out names and details that point to you\.$/);
    }
  });

  it('stays short: four sentences at most for a pooled rater, two for the others', () => {
    const count = (c: ReturnType<typeof confidentiality>) => [c.shown, c.when, c.protects ?? '', c.limits ?? ''].reduce((n, s) => n + sentences(s), 0);
    expect(count(confidentiality('peer', 3))).toBe(4);
    expect(count(confidentiality('manager', 3))).toBe(2);
  });

  it('says results wait for the survey to close, whoever answers', () => {
    for (const r of ['self', 'manager', 'peer', 'direct_report', 'other'] as const) {
      expect(confidentiality(r, 3).when).toBe('Results are shown only after the survey closes.');
    }
  });
});
