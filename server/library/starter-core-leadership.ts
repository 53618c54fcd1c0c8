import type { StarterType } from './starter-types';

export const core: StarterType = {
  name: 'Core',
  competencies: [
    {
      title: 'Integrity',
      definition: 'Acts honestly and ethically, keeps commitments and earns the trust of others by being consistent in word and deed.',
      statements: [
        'Does what they say they will do.',
        'Tells the truth, even when it is uncomfortable or unpopular.',
        'Treats confidential information with discretion.',
        'Admits their own mistakes openly instead of hiding or excusing them.',
      ],
    },
    {
      title: 'Accountability',
      definition: 'Takes ownership of their goals, decisions and results, and follows through without needing to be chased.',
      statements: [
        'Delivers agreed work on time and to the expected standard.',
        'Raises risks and delays early, before they become problems.',
        'Takes responsibility for outcomes rather than blaming others or circumstances.',
        'Follows up on actions until they are complete.',
      ],
    },
    {
      title: 'Customer focus',
      definition: 'Understands what internal and external customers need and shapes their work to deliver real value to them.',
      statements: [
        'Asks questions to understand what the customer actually needs.',
        'Responds to customer requests and complaints promptly and courteously.',
        'Uses customer feedback to improve the way work is done.',
        'Balances customer needs with what the organisation can sustainably deliver.',
      ],
    },
    {
      title: 'Collaboration',
      definition: 'Works willingly with others across teams and functions, shares information and puts shared goals before personal credit.',
      statements: [
        'Shares knowledge and information that others need to do their work.',
        'Offers help to colleagues when they are under pressure.',
        'Involves the right people from other teams early.',
        'Gives credit to others for their contributions.',
      ],
    },
  ],
};

export const leadership: StarterType = {
  name: 'Leadership',
  competencies: [
    {
      title: 'Vision and direction',
      definition: 'Sets a clear, compelling direction for the team and connects everyday work to the wider goals of the organisation.',
      statements: [
        'Explains where the team is heading and why.',
        'Links individual objectives to the goals of the organisation.',
        'Keeps the team focused on priorities when demands compete.',
        'Looks beyond the current year when making plans.',
      ],
    },
    {
      title: 'Developing others',
      definition: 'Helps people grow by giving honest feedback, stretching assignments and support, and by making development part of everyday work.',
      statements: [
        'Gives specific, timely feedback on performance.',
        'Recognises good work and says what made it good.',
        'Delegates tasks that help others learn new skills.',
        'Makes time to discuss career goals and development plans.',
        'Coaches others to find their own solutions rather than providing all the answers.',
      ],
    },
    {
      title: 'Decision making',
      definition: 'Makes timely, well-reasoned decisions using the available facts, weighs risks and consequences, and stands by the choices made.',
      statements: [
        'Gathers the relevant facts and views before deciding.',
        'Makes decisions in good time, even when information is incomplete.',
        'Explains the reasoning behind their decisions.',
        'Revisits a decision when new facts show it needs to change.',
      ],
    },
    {
      title: 'Leading change',
      definition: 'Champions new ideas and ways of working, helps people understand and adopt change, and keeps momentum through uncertainty.',
      statements: [
        'Explains the reasons for a change and what it means for people.',
        'Listens to concerns about change and addresses them honestly.',
        'Involves the team in shaping how change is put into practice.',
        'Stays positive and steady when plans shift.',
      ],
    },
  ],
};
