import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { CommentInsights } from '../../../schemas/comment-insights';
import { analyseComments } from '../../../server/feedback/rules/insights/analyse-comments';
import { fixtureInput, labelledComments } from './comments.fixtures';
import { FLOORS, scoreFixture } from './fixture-score';

describe('analyseComments on the labelled fixture', () => {
  const insights = analyseComments(fixtureInput());

  it('matches comments to competencies and reads their tone above the floors', () => {
    const score = scoreFixture(insights, labelledComments);
    expect(score.precision).toBeGreaterThanOrEqual(FLOORS.precision);
    expect(score.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(score.polarity).toBeGreaterThanOrEqual(FLOORS.polarity);
  });

  it('answers in the schema the API validates with, one entry per comment in the order given', () => {
    expect(Value.Check(CommentInsights, insights)).toBe(true);
    expect(insights.analysed.sentiment).toBe(true);
    expect(insights.comments.map((c) => c.id)).toEqual(labelledComments.map((c) => c.id));
  });

  it('labels competency themes with their own titles and counts the tone of the comments behind them', () => {
    const communication = insights.themes.find((t) => t.key === 'competency:1')!;
    expect(communication).toMatchObject({ label: 'Communication', competencyId: 1 });
    const s = communication.sentiment!;
    expect(s.positive + s.neutral + s.negative).toBe(communication.commentIds.length);
    for (const id of communication.commentIds) expect(insights.comments.find((c) => c.id === id)!.themeKeys).toContain('competency:1');
  });

  it('groups a recurring phrase no competency speaks of, quoted as written', () => {
    const meetings = insights.themes.find((t) => t.label.toLowerCase() === 'too many meetings');
    expect(meetings).toMatchObject({ competencyId: null });
    expect(meetings!.commentIds.length).toBeGreaterThanOrEqual(2);
    for (const id of meetings!.commentIds) expect(labelledComments.find((c) => c.id === id)!.text.toLowerCase()).toContain('too many meetings');
    const texts = labelledComments.map((c) => c.text).join('\n');
    for (const t of insights.themes) expect(texts.includes(t.label) || t.competencyId !== null).toBe(true);
  });

  it('takes the box a comment was written in as context, not proof', () => {
    const themed = (competencyId: number | null) =>
      analyseComments({ ...fixtureInput(), comments: [{ id: 1, text: 'Missed several commitments this year.', competencyId }] }).comments[0]!.themeKeys;
    expect(themed(null)).toEqual([]);
    expect(themed(4)).toEqual(['competency:4']);
    expect(themed(1)).toEqual([]);
  });

  it('lets a comment belong to several themes', () => {
    expect(insights.comments.some((c) => c.themeKeys.length > 1)).toBe(true);
  });

  it('gives the same answer every time', () => {
    expect(analyseComments(fixtureInput())).toEqual(insights);
    const reversed = fixtureInput();
    reversed.comments.reverse();
    const again = analyseComments(reversed);
    expect(again.themes.map((t) => [t.key, [...t.commentIds].sort((a, b) => a - b)])).toEqual(
      insights.themes.map((t) => [t.key, [...t.commentIds].sort((a, b) => a - b)]),
    );
  });
});

describe('analyseComments outside English and on nothing', () => {
  const german = analyseComments({
    language: 'de-DE',
    competencies: [
      { id: 1, title: 'Kommunikation', description: 'Teilt Informationen klar und offen', statements: ['Hört aktiv zu'] },
      { id: 2, title: 'Planung', description: 'Setzt Prioritäten und hält Termine ein' },
    ],
    comments: [
      { id: 1, text: 'Teilt Informationen immer klar, großartig!' },
      { id: 2, text: 'Es gibt zu viele Besprechungen.' },
      { id: 3, text: 'Leider zu viele Besprechungen in der Woche.' },
      { id: 4, text: 'Schrecklich: zu viele Besprechungen.' },
    ],
  });

  it('says the language is not analysed instead of guessing a tone', () => {
    expect(german.analysed.sentiment).toBe(false);
    expect(german.comments.every((c) => c.sentiment === null)).toBe(true);
    expect(german.themes.every((t) => t.sentiment === null)).toBe(true);
  });

  it('still finds themes with plain words', () => {
    expect(german.themes.find((t) => t.key === 'competency:1')?.commentIds).toEqual([1]);
    expect(german.themes.find((t) => t.competencyId === null)).toMatchObject({ label: 'viele Besprechungen', commentIds: [2, 3, 4] });
  });

  it('answers nothing for no comments, and tells whether the language would be analysed', () => {
    expect(analyseComments({ language: 'en', competencies: [], comments: [] })).toEqual({ analysed: { sentiment: true }, themes: [], comments: [] });
    expect(analyseComments({ language: 'fr', competencies: fixtureInput().competencies, comments: [] })).toEqual({
      analysed: { sentiment: false },
      themes: [],
      comments: [],
    });
  });

  it('leaves a blank comment neutral and without a theme', () => {
    const blank = analyseComments({ language: 'en-GB', competencies: fixtureInput().competencies, comments: [{ id: 9, text: '   ' }] });
    expect(blank.comments).toEqual([{ id: 9, sentiment: 'neutral', themeKeys: [] }]);
  });
});
