import type { Random } from './random';

/** Comments as raters write them: tone from the scores they gave, a behaviour quoted now and then. */

type Tone = 'high' | 'mid' | 'low';

const OTHERS: Record<Tone, Array<(c: string, s: string) => string>> = {
  high: [
    (_c, s) => `“${s}” describes them well, and it sets the tone for the whole team.`,
    (c) => `A real strength. I would point any new joiner to them as the example of ${c}.`,
    (c) => `Consistently excellent at ${c}, even when deadlines are tight.`,
    (_c, s) => `“${s}”: I have seen this many times this year, and it makes a real difference.`,
    (c) => `One of the best I have worked with on ${c}. Worth sharing how they do it in a team session.`,
    () => 'Nothing to add but thanks: this is exactly what the team needs.',
    (c) => `Their ${c} during the platform migration kept everyone on track.`,
    () => 'When things got difficult in the spring, this is what held the team together.',
    (c) => `I often ask them for advice on ${c}; they always make time.`,
    () => 'Clear role model. Customers have mentioned it to me unprompted.',
  ],
  mid: [
    (c) => `Solid on ${c} most of the time; under pressure it slips a little.`,
    () => 'Good overall. A few more concrete examples shared with the team would help.',
    (c) => `Generally reliable here. I would like to see more consistency in ${c} across projects.`,
    (_c, s) => `Doing fine. The next step: “${s}” more often, especially in busy weeks.`,
    (c) => `Steady. ${c.charAt(0).toUpperCase()}${c.slice(1)} is not a concern, but not yet a standout either.`,
    () => 'Meets what I would expect. Happy to talk through a couple of situations in our next one-to-one.',
    () => 'Good intentions and mostly good results; the quieter voices in meetings could use more room.',
    (c) => `Improving on ${c} since the start of the year. Keep going in the same direction.`,
    () => 'Mixed: great with the immediate team, less visible to the teams around us.',
  ],
  low: [
    (_c, s) => `This is the area to work on. I would like to see more of this: “${s}”.`,
    (c) => `Sometimes ${c} gets lost when things are busy; a regular check-in would help.`,
    (c) => `Would benefit from coaching on ${c}. The intent is there, the follow-through varies.`,
    () => 'I have not seen much of this yet. A clear goal for the next quarter would help.',
    (c) => `A couple of escalations this year came down to ${c}. Worth a development goal.`,
    () => 'Room to grow here. Pairing with someone experienced could speed things up.',
    () => 'Deadlines slipped a few times without warning; earlier updates would make a big difference.',
    (c) => `Honest feedback: ${c} is where I see the most room for improvement.`,
  ],
};

const SELF: Record<Tone, Array<(c: string) => string>> = {
  high: [
    () => 'I think this is one of my strengths, and I try to model it for the team.',
    (c) => `I am proud of how I handled ${c} this year, especially during the reorganisation.`,
    () => 'Confident here. I would like to coach others on it.',
    () => 'Feedback from my team this year suggests this is working well.',
  ],
  mid: [
    () => 'Reasonably confident here, but I know I can be more consistent.',
    (c) => `I want to get better at ${c} when I am under time pressure.`,
    () => 'Some good moments this year and some I would handle differently now.',
    (c) => `I have been focusing on ${c} since my last review, with some progress.`,
  ],
  low: [
    () => 'Honestly an area where I need to grow; I would welcome a mentor.',
    (c) => `I find ${c} hard, and I plan to make it part of my development plan.`,
    () => 'I avoided this too often this year. Working on it.',
    () => 'Not my strongest area yet; I am reading up and asking colleagues for tips.',
  ],
};

const CLOSERS = [' Keep it up.', ' Happy to discuss.', ' Thanks for asking for feedback.', '', '', '', ''];

/** A comment for a competency the rater scored `mean` (0–4) on average; `statement` is one of its behaviours. */
export function commentFor(random: Random, mean: number, self: boolean, competency: string, statement: string): string {
  const tone: Tone = mean >= 3 ? 'high' : mean >= 2 ? 'mid' : 'low';
  const c = competency.toLowerCase();
  if (self) return random.pick(SELF[tone])(c);
  return `${random.pick(OTHERS[tone])(c, statement)}${tone === 'low' ? '' : random.pick(CLOSERS)}`;
}
