import type { CommentInsightsInput, Polarity } from '../../../schemas/comment-insights';

/*
 * Comments written for the insights test (issue 40), each with the competencies a reader would file it under
 * (none: off the model) and its tone. Some sit in a competency's box (`competencyId`), as raters write them;
 * a few of those speak about something else. "too many meetings" and "open office" recur off the model.
 */

export const competencies: CommentInsightsInput['competencies'] = [
  {
    id: 1,
    title: 'Communication',
    description: 'Shares information clearly and openly, listens to others and adapts the message to the audience.',
    statements: [
      'Explains ideas clearly in writing and in speech',
      'Listens actively and asks questions before responding',
      'Keeps colleagues informed about progress and changes',
    ],
  },
  {
    id: 2,
    title: 'Leadership',
    description: 'Sets direction, motivates people and takes responsibility for decisions.',
    statements: ['Gives the team a clear vision and goals', 'Coaches and develops the people they lead', 'Takes ownership of difficult decisions'],
  },
  {
    id: 3,
    title: 'Teamwork',
    description: 'Collaborates with colleagues, shares knowledge and supports others to reach common goals.',
    statements: ['Helps colleagues when they are under pressure', 'Shares knowledge and credit with the team', 'Resolves conflicts constructively'],
  },
  {
    id: 4,
    title: 'Planning',
    description: 'Organises work, sets priorities and delivers on time.',
    statements: ['Breaks projects into realistic milestones', 'Meets deadlines and commitments', 'Sets clear priorities when resources are limited'],
  },
  {
    id: 5,
    title: 'Customer focus',
    description: 'Understands customer needs and acts on them to deliver a great service.',
    statements: ['Responds quickly to customer requests', 'Seeks feedback from clients and acts on it', "Puts the customer's interests first"],
  },
  {
    id: 6,
    title: 'Technical skill',
    description: 'Has deep expertise in the tools, code and methods of the job and keeps it up to date.',
    statements: ['Writes reliable, well-tested code', 'Solves complex technical problems', 'Keeps up with new technologies and methods'],
  },
];

export interface LabelledComment {
  id: number;
  text: string;
  competencyId?: number | null;
  /** The competencies a reader files it under; empty when it speaks of none. */
  expected: number[];
  polarity: Polarity;
}

type Row = [text: string, expected: number[], polarity: 'p' | 'n' | '0', box?: number];
const rows: Row[] = [
  ['She explains complex ideas clearly, even to people outside the team.', [1], 'p'],
  ['His emails are hard to follow and often leave out the key information.', [1], 'n'],
  ['Always listens carefully before giving an answer.', [1], 'p', 1],
  ['I would like more regular updates on the progress of the project.', [1], '0'],
  ['Great presentations, the message always fits the audience.', [1], 'p'],
  ['Sometimes interrupts others in discussions and does not listen.', [1], 'n', 1],
  ['Keeps everyone informed when plans change.', [1], 'p'],
  ['Communication with stakeholders is excellent.', [1], 'p'],
  ['Rarely shares information with the rest of us.', [1], 'n'],
  ['Asks good questions in meetings.', [1], 'p', 1],
  ['A strong leader who gives the team a clear vision.', [2], 'p'],
  ['Motivates people and takes responsibility when things go wrong.', [2], 'p', 2],
  ['Avoids making difficult decisions and leaves them to others.', [2], 'n'],
  ['Coaches the junior staff patiently and helps them grow.', [2], 'p'],
  ['The direction of the department is unclear under her leadership.', [2], 'n'],
  ['Takes ownership of the outcome instead of blaming others.', [2], 'p'],
  ['Should delegate more and trust the people they lead.', [2], '0', 2],
  ['Sets ambitious goals and inspires us to reach them.', [2], 'p'],
  ['Micromanages the team and demotivates everyone.', [2], 'n', 2],
  ['Always ready to help colleagues when they are under pressure.', [3], 'p'],
  ['Shares knowledge freely with the whole team.', [3], 'p'],
  ['Takes credit for the work of others.', [3], 'n', 3],
  ['Handles conflicts in the team calmly and fairly.', [3], 'p'],
  ['A great team player who supports everyone.', [3], 'p'],
  ['Works alone and rarely collaborates with colleagues.', [3], 'n'],
  ['Tends to create conflict instead of resolving it.', [3], 'n', 3],
  ['Collaboration across departments has improved a lot thanks to him.', [3], 'p'],
  ['Always meets deadlines, even when the schedule is tight.', [4], 'p'],
  ['Projects often start without a realistic plan.', [4], 'n', 4],
  ['Priorities change every week, which makes it hard to focus.', [4], 'n'],
  ['Breaks big projects into milestones that everyone understands.', [4], 'p'],
  ['Missed several commitments this year.', [4], 'n'],
  ['Very well organised; I always know what comes next.', [4], 'p'],
  ['Deadlines slip too often and nobody is told in time.', [4], 'n'],
  ['Good at estimating how long tasks will take.', [4], 'p', 4],
  ['Plans the sprint carefully and sets clear priorities.', [4], 'p'],
  ['Customers love working with her.', [5], 'p'],
  ['Responds to client requests within hours.', [5], 'p', 5],
  ['Sometimes forgets that the customer pays our salaries.', [5], 'n'],
  ['Collects feedback from clients after every release and acts on it.', [5], 'p'],
  ['Complaints from customers are not followed up.', [5], 'n'],
  ['Goes the extra mile to deliver a great service.', [5], 'p', 5],
  ['Does not understand what our users actually need.', [5], 'n'],
  ['The client relationship suffered because of late answers.', [5], 'n'],
  ['Writes clean, well-tested code.', [6], 'p', 6],
  ['Deep expertise in databases and performance tuning.', [6], 'p'],
  ['Solves technical problems nobody else can.', [6], 'p'],
  ['Should keep up with newer tools and frameworks.', [6], '0', 6],
  ['Her code reviews are thorough and educational.', [6], 'p'],
  ['Often ships code with bugs that break the build.', [6], 'n'],
  ['Technical knowledge is outdated.', [6], 'n'],
  ['Learned the new cloud platform quickly and taught it to the others.', [6], 'p'],
  ['Explains technical decisions clearly to the rest of the company.', [1, 6], 'p'],
  ['Great leader and a real team player.', [2, 3], 'p'],
  ['Plans the release well and keeps the customer informed.', [4, 5], 'p'],
  ['There are too many meetings in our week.', [], 'n'],
  ['Too many meetings leave no time for real work.', [], 'n'],
  ['We have too many meetings, most of them without an agenda.', [], 'n', 4],
  ['Honestly, too many meetings.', [], 'n', 1],
  ['The office is too noisy to concentrate.', [], 'n'],
  ['Working from the open office is tiring.', [], 'n'],
  ['The open office makes phone calls difficult.', [], 'n'],
  ['Thank you for a great year!', [], 'p'],
  ['Nothing to add.', [], '0'],
  ['Keep it up.', [], '0'],
  ['Enjoyed working with you this quarter.', [], 'p'],
  ['The coffee machine on the third floor has been broken for months.', [], 'n'],
  ['Please fix the coffee machine.', [], '0'],
  ['Would appreciate more flexible working hours.', [], '0'],
  ['Flexible working hours would help the whole department.', [], '0'],
  ['The travel budget was cut again this year.', [], 'n'],
  ['A pleasure to work with.', [], 'p'],
  ['No comments.', [], '0'],
  ['Parking near the building is a nightmare.', [], 'n'],
  ['Always in a good mood, which lifts the whole floor.', [], 'p'],
  ['The new expense tool is confusing.', [], 'n'],
  ['Salary reviews take far too long.', [], 'n'],
  ['I have no particular remarks this time.', [], '0'],
  ['The onboarding of new hires was chaotic.', [], 'n'],
  ['Overall a solid year.', [], 'p'],
];

const tone = { p: 'positive', n: 'negative', '0': 'neutral' } as const;

export const labelledComments: LabelledComment[] = rows.map(([text, expected, p, box], i) => ({
  id: i + 1,
  text,
  ...(box ? { competencyId: box } : {}),
  expected,
  polarity: tone[p],
}));

export const fixtureInput = (language = 'en'): CommentInsightsInput => ({
  language,
  competencies,
  comments: labelledComments.map(({ id, text, competencyId }) => ({ id, text, competencyId })),
});
