import { describe, expect, it } from 'vitest';
import { findingText, stepLeadIn } from './answer-labels';

describe('answer labels', () => {
  it('frames a self assessment for the self; other raters read about the person rated', () => {
    expect(stepLeadIn(true).question).toMatch(/^How well does each statement describe you\?/);
    expect(stepLeadIn(true).note).toMatch(/read each one as about yourself/);
    expect(stepLeadIn(false)).toEqual({ question: 'How often does this person show each behaviour?', note: null });
  });

  it('says what the comment check found, quoting the rater', () => {
    expect(findingText({ kind: 'colleague', text: 'Ana Silva' })).toBe('Names a colleague: “Ana Silva”');
    expect(findingText({ kind: 'self', text: 'Priya' })).toBe('Names you: “Priya”');
    expect(findingText({ kind: 'email', text: 'a@b.co' })).toBe('Contains an email address: “a@b.co”');
    expect(findingText({ kind: 'phone', text: '+44 20 7946 0958' })).toBe('Contains a phone number: “+44 20 7946 0958”');
  });
});
