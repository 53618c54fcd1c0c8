import type { StarterType } from './starter-types';

export const personalEffectiveness: StarterType = {
  name: 'Personal effectiveness',
  competencies: [
    {
      title: 'Adaptability',
      definition: 'Adjusts readily to new situations, priorities and ways of working, and stays effective when things are uncertain.',
      statements: [
        'Adjusts quickly to changes in priorities.',
        'Stays effective when situations are ambiguous.',
        'Is open to new ideas and different ways of working.',
      ],
    },
    {
      title: 'Resilience',
      definition: 'Remains composed and constructive under pressure, recovers quickly from setbacks and helps others do the same.',
      statements: [
        'Stays composed under pressure.',
        'Recovers quickly from setbacks and disappointments.',
        'Keeps a constructive outlook when facing obstacles.',
        'Manages their workload to sustain performance over time.',
      ],
    },
    {
      title: 'Initiative',
      definition: 'Acts without waiting to be asked, spots opportunities and problems early and takes sensible steps to address them.',
      statements: [
        'Acts on problems and opportunities without waiting to be asked.',
        'Goes beyond the minimum the role requires.',
        'Proposes new ideas to improve results.',
      ],
    },
    {
      title: 'Learning agility',
      definition: 'Seeks out feedback and new experiences, learns quickly from them and applies the lessons to do better.',
      statements: [
        'Asks for feedback on their own performance.',
        'Acts on feedback to improve.',
        'Learns new skills and knowledge quickly.',
        'Reflects on what went well and what to do differently next time.',
      ],
    },
  ],
};
