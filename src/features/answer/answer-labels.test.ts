import { describe, expect, it } from 'vitest';
import { stepLeadIn } from './answer-labels';

describe('answer labels', () => {
  it('frames a self assessment for the self; other raters read about the person rated', () => {
    expect(stepLeadIn(true).question).toMatch(/^How well does each statement describe you\?/);
    expect(stepLeadIn(true).note).toMatch(/read each one as about yourself/);
    expect(stepLeadIn(false)).toEqual({ question: 'How often does this person show each behaviour?', note: null });
  });
});
