import type { IconName } from './icons';

/** The eleven advertised features, each said as this product does it. */
export const FEATURES = [
  {
    title: 'Seamless survey',
    icon: 'survey',
    text: 'Raters answer one competency at a time, on a phone or a desk, save a draft and come back later. A submitted survey is final.',
  },
  {
    title: 'Weightage per competency',
    icon: 'weights',
    text: 'Weigh each competency within its type, and each type within the survey, so the overall score reflects what the role needs.',
  },
  {
    title: 'Proficiency levels',
    icon: 'levels',
    text: 'Set the expected level of each competency (basic, intermediate, advanced or expert) and see the level raters observe.',
  },
  {
    title: 'Benchmarks',
    icon: 'target',
    text: 'Compare each person with the company average for the same survey and designation.',
  },
  {
    title: 'Feedback report',
    icon: 'report',
    text: 'Scores by competency and rater group, self against others, blind spots and hidden strengths. Peers and reports are only ever shown as a group.',
  },
  {
    title: 'Individual development plan',
    icon: 'growth',
    text: 'Turn the development areas of a report into actions, each with an owner, a due date and a status.',
  },
  {
    title: 'Alerts for succession and development',
    icon: 'bell',
    text: "Thresholds you set flag likely successors and urgent development needs in each survey's results, once it closes.",
  },
  {
    title: 'Interactive dashboard',
    icon: 'dashboard',
    text: 'See where every survey stands and how many raters have answered, and open the results of closed surveys from one place.',
  },
  {
    title: 'Machine-enabled learning',
    icon: 'sparkles',
    text:
      'Statistics and language processing on your own server, not a model trained on your data, and no answer leaves it: scores, gaps, blind spots and benchmarks when a survey closes; ' +
      'comment themes on HR’s report, matched to your competencies, with their tone for English comments; rater-quality signals for HR (straight-lined sheets, lenient or severe groups, agreement within groups); ' +
      'the development plan suggests the competencies rated lowest; ' +
      'and before a submit, raters are prompted when a comment could identify them or may read as an insult (English word lists plus your own).',
  },
  {
    title: 'Coaching integration',
    icon: 'coaching',
    text:
      'A coach pool of your own people and outside coaches, each with the competencies they coach, their languages and their room. ' +
      'From their report a person asks for coaching on their development areas and picks a coach; they decide what the coach sees (the report and the plan, or only the plan) and can withdraw it at any time. ' +
      'Sessions with calendar invitations, notes only coach and coachee read, a conversation guide per development area, and signed webhooks for your coaching provider.',
  },
  {
    title: 'Advanced analytics',
    icon: 'analytics',
    text: 'Break results down by department, designation and group to see strengths and gaps across the organization.',
  },
] as const satisfies readonly { title: string; icon: IconName; text: string }[];
