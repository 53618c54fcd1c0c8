import type { CommentInsightsAnswer } from '../../../../schemas/comment-insights-answer';

/**
 * Comment themes as the server answers them, for stories: loaded, pending, in a language whose tone is not read, and
 * with comments in other languages shown apart.
 */
export const loadedThemes: CommentInsightsAnswer = {
  state: 'ready',
  computed_at: '2025-11-14T09:30:00.000Z',
  language: 'en',
  analysed: { sentiment: true },
  themes: [
    {
      key: 'competency:1',
      label: 'Communication',
      competency_id: 1,
      count: 3,
      sentiment: { positive: 2, neutral: 0, negative: 1 },
      comments: [
        { id: 1, text: 'Explains decisions clearly in every planning meeting.', sentiment: 'positive' },
        { id: 2, text: 'Great written updates; everyone knows where things stand.', sentiment: 'positive' },
        { id: 4, text: 'Replies to messages late, which blocks the team.', sentiment: 'negative' },
      ],
    },
    {
      key: 'phrase:meet',
      label: 'too many meetings',
      competency_id: null,
      count: 2,
      sentiment: { positive: 0, neutral: 2, negative: 0 },
      comments: [
        { id: 5, text: 'There are too many meetings on Mondays.', sentiment: 'neutral' },
        { id: 6, text: 'Too many meetings leave little time for reviews.', sentiment: 'neutral' },
      ],
    },
  ],
  languages: { analysed: ['en'], not_analysed: [] },
  not_analysed: [],
};

const NONE = { language: null, analysed: null, themes: [], languages: null, not_analysed: [] };

export const pendingThemes: CommentInsightsAnswer = { state: 'pending', computed_at: null, ...NONE };

export const unanalysedThemes: CommentInsightsAnswer = {
  ...loadedThemes,
  language: 'de',
  analysed: { sentiment: false },
  themes: loadedThemes.themes.map((t) => ({ ...t, sentiment: null, comments: t.comments.map((c) => ({ ...c, sentiment: null })) })),
};

export const tooFewThemes: CommentInsightsAnswer = { state: 'too_few', computed_at: '2025-11-14T09:30:00.000Z', ...NONE };

/** A survey answered in English and German: the English comments in themes, the German ones listed as written. */
export const mixedLanguageThemes: CommentInsightsAnswer = {
  ...loadedThemes,
  languages: { analysed: ['en'], not_analysed: [{ language: 'de', count: 2 }] },
  not_analysed: [
    { id: 7, competency_id: 1, language: 'de', text: 'Erklärt Entscheidungen in jedem Planungstreffen klar.' },
    { id: 8, competency_id: 1, language: 'de', text: 'Zu viele Besprechungen am Montag.' },
  ],
};
