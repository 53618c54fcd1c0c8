import type { StarterType } from './starter-types';

export const functional: StarterType = {
  name: 'Functional',
  competencies: [
    {
      title: 'Professional expertise',
      definition: 'Has the knowledge and skills their role requires, keeps them current and applies them to produce high-quality work.',
      statements: [
        'Applies sound knowledge of their field to everyday work.',
        'Keeps up to date with developments in their area of expertise.',
        'Is a source of reliable advice for colleagues.',
      ],
    },
    {
      title: 'Problem solving',
      definition: 'Analyses problems to their root cause, considers options and puts practical, well-judged solutions in place.',
      statements: [
        'Breaks complex problems down into manageable parts.',
        'Looks for the root cause rather than treating symptoms.',
        'Considers several options before choosing a solution.',
        'Uses data and evidence to support conclusions.',
      ],
    },
    {
      title: 'Planning and organising',
      definition: 'Sets priorities, plans work and resources realistically and manages time so that objectives are met.',
      statements: [
        'Plans work with clear milestones and realistic deadlines.',
        'Prioritises tasks according to their importance and urgency.',
        'Uses time and resources efficiently.',
        'Adjusts plans sensibly when circumstances change.',
      ],
    },
    {
      title: 'Quality and attention to detail',
      definition: 'Produces accurate, thorough work, checks it carefully and continuously looks for ways to improve standards.',
      statements: [
        'Checks their own work for accuracy before passing it on.',
        'Follows agreed procedures and standards.',
        'Spots errors and inconsistencies that others miss.',
        'Suggests improvements to processes and ways of working.',
      ],
    },
  ],
};

export const interpersonal: StarterType = {
  name: 'Interpersonal',
  competencies: [
    {
      title: 'Communication',
      definition: 'Expresses ideas clearly and concisely in speech and writing, adapting the message to the audience.',
      statements: [
        'Expresses ideas clearly and concisely.',
        'Writes emails and documents that are easy to understand.',
        'Adapts their message and style to the audience.',
        'Keeps others informed about progress and changes.',
      ],
    },
    {
      title: 'Active listening',
      definition: 'Gives full attention to others, seeks to understand their point of view and shows that it has been heard.',
      statements: ['Listens without interrupting.', 'Asks questions to check their understanding.', 'Shows that they have considered the views of others.'],
    },
    {
      title: 'Influencing',
      definition: 'Gains support for ideas and proposals through sound reasoning, credibility and an understanding of what matters to others.',
      statements: [
        'Builds a convincing case with facts and examples.',
        'Understands what matters to others and addresses it.',
        'Gains commitment without relying on authority.',
        'Builds support for ideas before key meetings and decisions.',
      ],
    },
    {
      title: 'Managing conflict',
      definition: 'Addresses disagreements early and constructively, focusing on issues rather than people, and finds outcomes that others can accept.',
      statements: [
        'Addresses disagreements early rather than avoiding them.',
        'Stays calm and respectful in difficult conversations.',
        'Focuses on the issue, not the person.',
        'Looks for solutions that work for everyone involved.',
      ],
    },
  ],
};
