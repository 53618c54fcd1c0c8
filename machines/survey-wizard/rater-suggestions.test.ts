import { describe, expect, it } from 'vitest';
import { demoEmployees } from './demo-company.fixtures';
import { orgIndex, relationshipOf, suggestRaters } from './rater-suggestions';

const index = orgIndex(demoEmployees);

describe('rater suggestions from the tree', () => {
  it('suggests self, the manager, direct reports and peers with the same manager', () => {
    // Kenji (7): manager Amara (3), reports Ravi (11) and Mia (12), peers Grace (8) and Oliver (9).
    expect(suggestRaters(index, 7)).toEqual([
      { rater: 7, relationship: 'self' },
      { rater: 3, relationship: 'manager' },
      { rater: 11, relationship: 'direct_report' },
      { rater: 12, relationship: 'direct_report' },
      { rater: 8, relationship: 'peer' },
      { rater: 9, relationship: 'peer' },
    ]);
  });

  it('gives the top of the tree no manager and no peers', () => {
    expect(suggestRaters(index, 1).map((p) => p.relationship)).toEqual(['self', 'direct_report', 'direct_report', 'direct_report']);
  });

  it('gives a leaf no direct reports', () => {
    expect(suggestRaters(index, 10)).toEqual([
      { rater: 10, relationship: 'self' },
      { rater: 4, relationship: 'manager' },
    ]);
  });

  it('names what the tree says a rater is to a ratee, "other" when it says nothing', () => {
    expect(relationshipOf(index, 7, 7)).toBe('self');
    expect(relationshipOf(index, 7, 3)).toBe('manager');
    expect(relationshipOf(index, 7, 11)).toBe('direct_report');
    expect(relationshipOf(index, 7, 8)).toBe('peer');
    expect(relationshipOf(index, 7, 5)).toBe('other');
    expect(relationshipOf(index, 1, 4)).toBe('direct_report');
  });
});
