import { describe, expect, it } from 'vitest';
import { commentWarnings } from '../../server/survey/rules/comment-check-rules';
import { wordingFindings, wordingListOf, wordingListText } from '../../server/survey/rules/comment-wording';
import { WORDING_NOTES } from '../../server/survey/messages';

const words = (text: string, company: string[] = []) => wordingFindings(text, company).map((f) => f.text);

describe('wording to review in a comment', () => {
  it('finds the shipped loaded words, whole and whatever their case, with the sentence the rater reads', () => {
    expect(wordingFindings('Honestly, the plan was USELESS.', [])).toEqual([{ kind: 'wording', text: 'USELESS', note: WORDING_NOTES.insult('USELESS') }]);
    expect(WORDING_NOTES.insult('useless')).toBe('“useless” may read as an insult; consider describing the behaviour instead.');
    expect(words('An idiot move, and lazy; plain stupid.')).toEqual(['idiot', 'lazy', 'stupid']);
    expect(words("That was the idiot's idea.")).toEqual(["idiot's"]);
  });

  it('finds English profanity (obscenity), with its usual endings', () => {
    expect(words('What a shit plan.')).toEqual(['shit']);
    expect(words('This fucking deadline.')).toEqual(['fucking']);
    expect(wordingFindings('shit', [])[0]!.note).toBe(WORDING_NOTES.profanity('shit'));
  });

  it('never finds a word inside another ("Scunthorpe", "cockpit", "classic", "idiom", "lazily")', () => {
    expect(words('She moved to Scunthorpe and flew the cockpit simulator in Sussex; a classic assessment.')).toEqual([]);
    expect(words('An idiom, worked lazily? No: uselessness is not a word here, nor stupidly.')).toEqual([]);
  });

  it('names each word once, as first written', () => {
    expect(words('Lazy, lazy, LAZY.')).toEqual(['Lazy']);
  });

  it("finds the company's own words and phrases, whole, ignoring case and accents, before the shipped lists", () => {
    const company = ['drama queen', 'Naïve', 'useless'];
    expect(words('A real Drama  Queen, and naive too.', company)).toEqual(['Drama  Queen', 'naive']);
    expect(wordingFindings('useless', company)[0]!.note).toBe(WORDING_NOTES.company('useless'));
    expect(words('The drama was queenly; naiveness.', company)).toEqual([]);
  });

  it('adds the wording findings after the identifying ones, per comment', () => {
    const names = { colleagues: [{ first: 'Ana', last: 'Silva' }], self: null, ratee: null };
    expect(
      commentWarnings(
        [
          { competency: 1, text: 'Ana Silva says he is useless.' },
          { competency: 2, text: 'Clear.' },
          { competency: 3, text: 'Not a team player.' },
        ],
        names,
        ['team player'],
      ),
    ).toEqual([
      {
        competency: 1,
        findings: [
          { kind: 'colleague', text: 'Ana Silva' },
          { kind: 'wording', text: 'useless', note: WORDING_NOTES.insult('useless') },
        ],
      },
      { competency: 3, findings: [{ kind: 'wording', text: 'team player', note: WORDING_NOTES.company('team player') }] },
    ]);
  });
});

describe("the company's list as HR types it", () => {
  it('keeps one entry per line, trimmed, blank lines and repeats (whatever their case) dropped', () => {
    expect(wordingListOf({ words: '  drama   queen \n\nLazy\nlazy\r\nnot a team player\n' })).toEqual({ words: ['drama queen', 'Lazy', 'not a team player'] });
    expect(wordingListText(['a', 'b c'])).toEqual({ words: 'a\nb c' });
  });

  it('refuses a line too long, one without a letter or digit, or too many lines', () => {
    expect(wordingListOf({ words: `ok\n${'x'.repeat(61)}` })).toEqual({ errors: { words: ['Line 2 is longer than 60 characters.'] } });
    expect(wordingListOf({ words: 'ok\n!!!' })).toEqual({ errors: { words: ['Line 2 has no letter or digit, so it could never match a word.'] } });
    const many = Array.from({ length: 201 }, (_, i) => `word${i}`).join('\n');
    expect(wordingListOf({ words: many })).toEqual({ errors: { words: ['At most 200 words or phrases.'] } });
  });
});
