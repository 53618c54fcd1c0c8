import { describe, expect, it } from 'vitest';
import { STARTER_LIBRARY } from '../../server/library/starter-library';
import { suggestedTitle } from '../../src/features/feedback/development-plan/suggested-title';

describe('suggestedTitle', () => {
  it('reads naturally for the example the issue names', () => {
    expect(suggestedTitle('Developing others')).toBe('Build skill in developing others');
  });

  it('never doubles a verb: no "Develop Developing others" for any starter competency', () => {
    const titles = STARTER_LIBRARY.flatMap((type) => type.competencies.map((c) => c.title));
    expect(titles.length).toBeGreaterThan(5);
    for (const title of titles) {
      const suggested = suggestedTitle(title);
      expect(suggested).toMatch(/^Build skill in [a-zA-Z]/);
      expect(suggested.toLowerCase()).toContain(title.toLowerCase());
      expect(suggested).not.toMatch(/^Develop /);
    }
  });

  it('keeps acronyms and inner capitals, tidies spaces', () => {
    expect(suggestedTitle('CRM know-how')).toBe('Build skill in CRM know-how');
    expect(suggestedTitle('  DevOps   practice ')).toBe('Build skill in DevOps practice');
    expect(suggestedTitle('Communication')).toBe('Build skill in communication');
    expect(suggestedTitle('   ')).toBe('Build a new skill');
  });
});
