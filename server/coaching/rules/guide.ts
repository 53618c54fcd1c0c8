import type { ConversationGuide } from '../../../schemas/coaching';
import { GAP_POINTS, type CompetencyResult, type FeedbackReport } from '../../../schemas/feedback';

type GuideArea = ConversationGuide['areas'][number];

/** A competency of the engagement as the company's model defines it. */
export interface GuideCompetency {
  id: number;
  title: string;
  definition: string;
}

const round = (n: number) => Math.round(n * 100) / 100;
const score = (n: number) => n.toFixed(2);

/** Others' score, the self score and their gap as the coachee's report shows them: a withheld figure stays null. */
export function figuresOf(result: CompetencyResult | undefined): Pick<GuideArea, 'others' | 'self' | 'gap' | 'blind_spot'> {
  const others = result?.others ?? null;
  const self = result?.self ?? null;
  const gap = others === null || self === null ? null : (result?.gap ?? round(self - others));
  return { others, self, gap, blind_spot: gap !== null && round(gap) >= GAP_POINTS };
}

/** The Reality questions: the definition, then what the figures (and the comments' themes) give to talk about. */
function reality(c: GuideCompetency, f: ReturnType<typeof figuresOf>, themes: string[]): string[] {
  const q = [`${c.title} is described as: “${c.definition.trim()}” Where do you see yourself in that today?`];
  if (f.others === null) q.push(`Your report shows no score from others on ${c.title}. Which examples of your own would you bring?`);
  else if (f.self === null) q.push(`Others scored you ${score(f.others)} of 4 on ${c.title}. What situations might they be thinking of?`);
  else q.push(`Others scored you ${score(f.others)} of 4 on ${c.title}; you scored yourself ${score(f.self)}. What do you make of that?`);
  if (f.blind_spot && f.gap !== null) q.push(`You rate yourself ${score(f.gap)} points higher than others do: what might they see that you do not?`);
  else if (f.gap !== null && f.gap <= -GAP_POINTS) q.push('Others rate you higher than you rate yourself: what might you be underestimating?');
  for (const theme of themes) q.push(`Comments mention “${theme}”. Where have you noticed that yourself?`);
  return q;
}

/** GROW (Goal, Reality, Options, Will) questions for one development area, from its definition and the report's figures. */
export function guideArea(c: GuideCompetency, result: CompetencyResult | undefined, themes: string[] = []): GuideArea {
  const figures = figuresOf(result);
  return {
    competency: { id: c.id, title: c.title },
    definition: c.definition,
    ...figures,
    themes,
    goal: [
      `What would you like to be doing differently in ${c.title} three months from now?`,
      `How would you, and the people you work with, notice the change?`,
    ],
    reality: reality(c, figures, themes),
    options: [
      `What could you try in the next two weeks to practise ${c.title}?`,
      `Who does ${c.title} well, and what could you learn from them?`,
      'What has worked for you before in a similar situation?',
    ],
    will: [
      'Which one step will you take before our next session, and by when?',
      'What might get in the way, and how will you handle it?',
      'Shall we put it into your development plan as an agreed action?',
    ],
  };
}

/**
 * The conversation guide of an engagement: one area per competency it is about, in the engagement's order, with the
 * figures of the coachee's released report (`report` null: none is released to them, so no figures). The report the
 * coachee reads carries no comment themes (those are HR's, server/feedback/actions/comment-insights.ts), so
 * `themes` is empty unless a caller passes some.
 */
export function buildGuide(
  engagement: { id: number; coachee: string; survey: string },
  competencies: GuideCompetency[],
  report: FeedbackReport | null,
  themes: ReadonlyMap<number, string[]> = new Map(),
): ConversationGuide {
  const results = new Map((report?.competencies ?? []).map((r) => [r.competency_id, r]));
  return {
    engagement: engagement.id,
    coachee: engagement.coachee,
    survey: engagement.survey,
    areas: competencies.map((c) => guideArea(c, results.get(c.id), themes.get(c.id) ?? [])),
  };
}
