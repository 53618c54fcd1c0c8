import type { StarterAction } from './starter-actions-types';

/** Starter actions for the functional, interpersonal and personal competencies of the starter library, by title. */
export const functionalPersonalActions: Record<string, StarterAction[]> = {
  'Professional expertise': [
    {
      title: 'Teach a topic you know to your team',
      level: 'advance',
      description: 'Prepare a 30-minute session on something you do well; preparing it shows you the gaps in your own knowledge.',
    },
    {
      title: 'Complete a course and apply it within a month',
      level: null,
      description: 'Choose one course tied to your role, and agree with your manager the piece of work where you will use what you learned.',
    },
  ],
  'Problem solving': [
    {
      title: 'Use the five whys on a recurring problem',
      level: 'basic',
      description: 'Take a problem that keeps coming back, ask why until you reach a cause you can act on, and test one fix.',
    },
    {
      title: 'Bring two options, not one, to every problem you escalate',
      level: 'intermediate',
      description: 'For a month, whenever you raise a problem, also bring two possible solutions with their trade-offs.',
    },
  ],
  'Planning and organising': [
    {
      title: 'Plan your week every Monday morning',
      level: 'basic',
      description: 'Block time for your three most important tasks before meetings fill the week; review on Friday what moved them.',
    },
    {
      title: 'Break your next project into milestones with owners',
      level: 'intermediate',
      description: 'Write each milestone, its date and one owner, share the plan, and review progress against it every two weeks.',
    },
  ],
  'Quality and attention to detail': [
    {
      title: 'Build a checklist for your most frequent deliverable',
      level: 'basic',
      description: 'List the mistakes found in it over the last months and turn them into a checklist you use before every hand-over.',
    },
    {
      title: 'Ask for a peer review of your next three deliverables',
      level: null,
      description: 'Note each issue found, group them, and change how you work on the most common one.',
    },
  ],
  Communication: [
    {
      title: 'Lead with the conclusion in every written update',
      level: 'basic',
      description: 'For a month, start each email or update with the decision or message in one sentence, then the details.',
    },
    {
      title: 'Present to a senior audience and ask for feedback',
      level: 'advance',
      description: 'Prepare a short presentation for leaders, rehearse it with a colleague, and ask two listeners what was clear and what was not.',
    },
  ],
  'Active listening': [
    {
      title: 'Summarise before you reply',
      level: null,
      description: 'In your next ten conversations, repeat the other person’s point in your own words and check you got it before answering.',
    },
    {
      title: 'Hold a meeting where you only ask questions',
      level: 'intermediate',
      description: 'Run one team meeting where you ask and listen but give no opinion; note what you learned that you would have missed.',
    },
  ],
  Influencing: [
    {
      title: 'Map the stakeholders of your next proposal',
      level: 'intermediate',
      description: 'List who decides, who is affected and what each cares about, and meet the key people one to one before the meeting.',
    },
    {
      title: 'Win support for an idea without authority',
      level: 'advance',
      description: 'Pick an improvement outside your remit, build the case with data, and bring two peers on board before proposing it.',
    },
  ],
  'Managing conflict': [
    {
      title: 'Have the difficult conversation you have been postponing',
      level: null,
      description: 'Prepare the facts and their impact, describe behaviour not character, ask for the other view, and agree a next step.',
    },
    {
      title: 'Mediate a disagreement between two colleagues',
      level: 'advance',
      description: 'Meet each separately, then together; help them find what they both need rather than who is right.',
    },
  ],
  Adaptability: [
    {
      title: 'Volunteer for work outside your usual role',
      level: null,
      description: 'Take on a task or project that needs skills you do not yet have, and reflect every two weeks on what you are learning.',
    },
    {
      title: 'Try a new way of working for a month',
      level: 'basic',
      description: 'Pick one tool or routine your team has introduced and use it fully for a month before judging it.',
    },
  ],
  Resilience: [
    {
      title: 'Review setbacks with a peer each month',
      level: null,
      description: 'Talk through what went wrong, what was in your control, and what you will do differently; end with one thing that went well.',
    },
    {
      title: 'Protect recovery time in your calendar',
      level: 'basic',
      description: 'Block short breaks and one focus morning a week, and keep them for a month even when busy.',
    },
  ],
  Initiative: [
    {
      title: 'Fix one process that annoys your team',
      level: 'basic',
      description: 'Pick a small irritant, propose a fix to your manager, and carry it out without waiting to be asked.',
    },
    {
      title: 'Propose and run an improvement project',
      level: 'advance',
      description: 'Write a one-page proposal with the benefit and the cost, get it approved, and lead it to a measurable result.',
    },
  ],
  'Learning agility': [
    {
      title: 'Ask for feedback after every important task',
      level: null,
      description: 'For two months, ask one person after each key task: what should I keep doing, and what should I change?',
    },
    {
      title: 'Learn a skill from someone in another function',
      level: 'intermediate',
      description: 'Shadow a colleague from a different team for a day, and apply one practice of theirs to your own work.',
    },
  ],
};
