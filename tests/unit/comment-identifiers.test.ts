import { describe, expect, it } from 'vitest';
import { commentCheckRefusal, commentWarnings, nameOf } from '../../server/survey/rules/comment-check-rules';
import { commentFindings, type NamesToFind } from '../../server/survey/rules/comment-identifiers';
import { fold, lookupKeys } from '../../server/survey/rules/comment-text';

const names: NamesToFind = {
  ratee: { first: 'Tom', last: 'Becker' },
  self: { first: 'Priya', last: 'Raman' },
  colleagues: [
    { first: 'Ana', last: 'Silva' },
    { first: 'Łukasz', last: 'Nowak' },
    { first: 'José Luis', last: 'Núñez García' },
    { first: 'Zoë', last: "O'Brien" },
    { first: '雷', last: '李' },
    { first: '小明', last: '欧阳' },
    { first: 'محمد', last: 'علي' },
    { first: 'Will', last: 'Young' },
    { first: 'Jean-Pierre', last: 'de la Cruz' },
    { first: 'Mark', last: 'Green' },
    { first: 'Tom', last: 'Hart' },
    { first: 'Иван', last: 'Петров' },
  ],
};
const found = (text: string, who: NamesToFind = names) => commentFindings(text, who);
const colleague = (text: string) => ({ kind: 'colleague', text });

describe('colleagues named in a comment', () => {
  it('finds a full name whatever its case, in either order, as written', () => {
    expect(found('Tom worked with Ana Silva on the launch.')).toEqual([colleague('Ana Silva')]);
    expect(found('ana silva and SILVA, ANA both helped')).toEqual([colleague('ana silva'), colleague('SILVA, ANA')]);
  });

  it('ignores accents and case, both ways', () => {
    expect(found('Lukasz Nowak and JOSE LUIS NUNEZ GARCIA')).toEqual([colleague('Lukasz Nowak'), colleague('JOSE LUIS NUNEZ GARCIA')]);
    expect(found('Zoe asked, then Zoë again')).toEqual([colleague('Zoe'), colleague('Zoë')]);
    expect(fold('Łukasz ÑÚÑEZ Zoë')).toBe('lukasz nunez zoe');
  });

  it('finds names in several scripts: Cyrillic, Arabic, and Chinese inside the run of characters', () => {
    expect(found('Мы работали с Иваном? Нет, с Иван Петров.')).toEqual([colleague('Иван Петров')]);
    expect(found('عمل مع محمد علي على المشروع')).toEqual([colleague('محمد علي')]);
    expect(found('我和李雷一起工作，小明也在。欧阳小明很好。')).toEqual([colleague('李雷'), colleague('小明'), colleague('欧阳小明')]);
  });

  it('never takes one character of Chinese for a name, nor a word merely containing a name', () => {
    expect(found('雷很好，李先生。')).toEqual([]);
    expect(found('Banana Silvan Anastasia')).toEqual([]);
  });

  it("reads apostrophes, hyphens and a possessive as names are written: O'Brien, Jean-Pierre, Ana's", () => {
    expect(found("Zoë O'Brien's idea; O’Brien agreed; OBrien is a typo")).toEqual([colleague("Zoë O'Brien's"), colleague('O’Brien')]);
    expect(found("We took Jean-Pierre's plan and Ana's notes")).toEqual([colleague("Jean-Pierre's"), colleague("Ana's")]);
  });

  it('finds a name alone only with a capital, and not a common word opening a sentence', () => {
    expect(found('Mark was right. Young people learn. I will mark it green.')).toEqual([]);
    expect(found('We asked Will and then Young, and Green.')).toEqual([colleague('Will'), colleague('Young'), colleague('Green')]);
    expect(found('Ana led it. Nowak reviewed it.')).toEqual([colleague('Ana'), colleague('Nowak')]);
  });

  it('finds the first of several first names and the words of a last name, but no particle alone', () => {
    expect(found('Jose helped, then Nunez, then Garcia.')).toEqual([colleague('Jose'), colleague('Nunez'), colleague('Garcia')]);
    expect(found('Ask de la Cruz, or Cruz; de la nada')).toEqual([colleague('de la Cruz'), colleague('Cruz')]);
  });

  it('leaves the ratee out, and gives the ratee words a colleague shares', () => {
    expect(found('Tom Becker and Becker and Tom did well.')).toEqual([]);
    // "Tom" is the ratee; "Tom Hart" is the colleague.
    expect(found('Tom asked Tom Hart for help.')).toEqual([colleague('Tom Hart')]);
  });

  it('says when the rater names themselves, and the ratee wins in a self-assessment', () => {
    expect(found('As Priya I think; Priya Raman agrees.')).toEqual([
      { kind: 'self', text: 'Priya' },
      { kind: 'self', text: 'Priya Raman' },
    ]);
    const selfAssessment = { ...names, self: names.ratee };
    expect(found('I, Tom Becker, did this.', selfAssessment)).toEqual([]);
  });

  it('raises no false alarm on ordinary words', () => {
    const plain =
      'Clear communicator who listens well, shares credit and admits mistakes openly. ' +
      'Could delegate more; sometimes takes on too much. In March the release went smoothly.';
    expect(found(plain)).toEqual([]);
  });

  it('lists each finding once, in the order written', () => {
    expect(found('Ana, then Ana again, then ana silva')).toEqual([colleague('Ana'), colleague('ana silva')]);
  });
});

describe('looking names up', () => {
  it('asks for each word, folded and without a possessive, and runs of 2 to 4 unspaced characters', () => {
    expect(lookupKeys(["Ana's plan, Núñez", '李雷好'])).toEqual(["ana's", 'ana', 'plan', 'nunez', '李雷', '李雷好', '雷好']);
  });

  it("splits an outside rater's name as HR typed it", () => {
    expect(nameOf(' Maria  del Carmen Lopez ')).toEqual({ first: 'Maria del Carmen', last: 'Lopez' });
    expect(nameOf('Cher')).toEqual({ first: 'Cher', last: '' });
  });
});

describe('the check of a request', () => {
  const open = { status: 'draft' as const, surveyStatus: 'open' as const, isDraft: false, competencies: [1, 2] };
  const body = (...competencies: number[]) => ({ comments: competencies.map((competency) => ({ competency, text: 'Ana Silva' })) });

  it("reads only the survey's competencies, each once, while answers can change", () => {
    expect(commentCheckRefusal(open, body(1, 2))).toBeNull();
    expect(commentCheckRefusal(open, body(3))).toEqual({ comments: ['Competency 3 is not in this survey.'] });
    expect(commentCheckRefusal(open, body(1, 1))).toEqual({ comments: ['Competency 1 has more than one comment.'] });
    expect(commentCheckRefusal({ ...open, status: 'submitted' }, body(1))).toHaveProperty('non_field_errors');
    expect(commentCheckRefusal({ ...open, surveyStatus: 'closed' }, body(1))).toHaveProperty('non_field_errors');
  });

  it('lists only the comments with findings, in the order sent', () => {
    const comments = [
      { competency: 2, text: 'Fine work.' },
      { competency: 1, text: 'Ask Ana Silva, ana@example.com' },
    ];
    expect(commentWarnings(comments, names)).toEqual([{ competency: 1, findings: [colleague('Ana Silva'), { kind: 'email', text: 'ana@example.com' }] }]);
  });
});
