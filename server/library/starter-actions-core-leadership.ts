import type { StarterAction } from './starter-actions-types';

/** Starter actions for the core and leadership competencies of the starter library, by competency title. */
export const coreLeadershipActions: Record<string, StarterAction[]> = {
  Integrity: [
    {
      title: 'Keep a commitments log for a month',
      level: null,
      description: 'Write down every promise you make to a colleague or customer, with its date; review it weekly and close or renegotiate each one openly.',
    },
    {
      title: 'Raise one uncomfortable truth in a team meeting',
      level: 'intermediate',
      description:
        'Pick a risk or mistake the team is avoiding, prepare the facts, and say it plainly in the next meeting; ask a trusted peer for feedback afterwards.',
    },
  ],
  Accountability: [
    {
      title: 'Run a blameless review of a missed goal',
      level: null,
      description: 'Take a target you missed, write what happened, your part in it and what you will change, and share it with your manager.',
    },
    {
      title: 'Publish your weekly priorities and results',
      level: 'basic',
      description: 'Each Monday post your three priorities to your team; each Friday say which were done, and why the others were not.',
    },
  ],
  'Customer focus': [
    {
      title: 'Spend half a day with a customer-facing team',
      level: 'basic',
      description: 'Sit in on support calls or sales visits, note three customer frustrations, and bring one improvement idea back to your team.',
    },
    {
      title: 'Interview five customers about one problem',
      level: 'advance',
      description: 'Prepare open questions, listen more than you speak, and summarise what you learned for your team in one page.',
    },
  ],
  Collaboration: [
    {
      title: 'Co-own a deliverable with another team',
      level: null,
      description: 'Agree a shared goal, who does what and how you will decide together; hold a short retrospective at the end.',
    },
    {
      title: 'Ask a colleague to review your work before it is final',
      level: 'basic',
      description: 'For your next three pieces of work, invite a review early enough to act on it, and thank the reviewer with what you changed.',
    },
  ],
  'Vision and direction': [
    {
      title: 'Write a one-page picture of your team in two years',
      level: 'intermediate',
      description: 'Describe where the team is heading and why, test it with three people, and use it to explain the next quarter’s priorities.',
    },
    {
      title: 'Link every team goal to the company strategy',
      level: 'advance',
      description: 'For each goal, write the strategic aim it serves; drop or reshape those that serve none, and tell the team why.',
    },
  ],
  'Developing others': [
    {
      title: 'Hold monthly development conversations',
      level: null,
      description: 'With each direct report, agree one skill to grow, one stretch task that builds it, and review it together every month.',
    },
    {
      title: 'Delegate a task you enjoy doing yourself',
      level: 'intermediate',
      description: 'Hand over the whole task with its purpose and limits, coach rather than correct, and let the person present the result.',
    },
    {
      title: 'Mentor someone outside your team',
      level: 'expert',
      description: 'Meet a less experienced colleague every two weeks for three months; let them set the agenda.',
    },
  ],
  'Decision making': [
    {
      title: 'Keep a decision journal',
      level: null,
      description: 'For each important decision, write the options, what you expect to happen and why; three months later compare with what did.',
    },
    {
      title: 'Set a deadline and a decision rule before you gather data',
      level: 'intermediate',
      description: 'State when you will decide and what evidence would change your mind, so analysis does not become delay.',
    },
  ],
  'Leading change': [
    {
      title: 'Plan a change with the people it affects',
      level: 'intermediate',
      description: 'Before announcing your next change, ask those affected what worries them and adapt the plan; explain what you changed and why.',
    },
    {
      title: 'Lead a small pilot before a wide roll-out',
      level: 'advance',
      description: 'Try the change with one team for a month, measure what happens, and share the lessons before going further.',
    },
  ],
};
