/** A pricing plan: static content, rendered by pricing-plans.tsx alone. */
export interface Plan {
  id: string;
  name: string;
  /** USD. */
  price: number;
  /** What the price is counted by. */
  unit: 'per report' | 'per employee';
  /** The billing period ("per" in the contract). */
  per: string;
  /** The report-count band. */
  subHeading: string;
  modal: { heading: string; subheading: string };
  features: string[];
  fullFeatures: string[];
}

const core = [
  'The starter competency library, ready to adapt',
  'Self, manager, peer, direct-report and other raters',
  'Surveys answered one competency at a time, with drafts',
  'Weightage per competency and per competency type',
  'Four proficiency levels, expected and observed',
  'A feedback report per person, anonymity protected',
  'An individual development plan per person',
];

const growth = ['Benchmarks against the company average by designation', 'Alerts for succession and development', 'The interactive dashboard'];

const scale = [
  'Advanced analytics by department, designation and group',
  'Rater-quality signals for HR',
  'Coaching: a coach pool matched to development areas, the person’s consent, sessions and provider webhooks',
  'Development areas suggested from each report',
];

/** The plans, cheapest first. */
export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 149,
    unit: 'per report',
    per: '3 months',
    subHeading: '1–50 reports',
    modal: { heading: 'Starter', subheading: '149 USD per report for 3 months, for 1 to 50 reports' },
    features: ['1–50 feedback reports', 'Three months to run your surveys', 'The starter competency library'],
    fullFeatures: ['Up to 50 feedback reports, used within 3 months', ...core],
  },
  {
    id: 'growth',
    name: 'Growth',
    price: 175,
    unit: 'per report',
    per: '6 months',
    subHeading: '51–100 reports',
    modal: { heading: 'Growth', subheading: '175 USD per report for 6 months, for 51 to 100 reports' },
    features: ['51–100 feedback reports', 'Six months to run your surveys', 'Benchmarks and alerts'],
    fullFeatures: ['51 to 100 feedback reports, used within 6 months', ...growth, ...core],
  },
  {
    id: 'scale',
    name: 'Scale',
    price: 199,
    unit: 'per report',
    per: 'Annual',
    subHeading: '100+ reports',
    modal: { heading: 'Scale', subheading: '199 USD per report for a year, for more than 100 reports' },
    features: ['100+ feedback reports', 'A full year to run your surveys', 'Advanced analytics and coaching'],
    fullFeatures: ['More than 100 feedback reports, used within a year', ...scale, ...growth, ...core],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 180,
    unit: 'per employee',
    per: 'Annual',
    subHeading: 'Unlimited reports',
    modal: { heading: 'Enterprise', subheading: '180 USD per employee for a year, with unlimited reports' },
    features: ['Unlimited feedback reports', 'A full year, every employee included', 'Import your own competency model'],
    fullFeatures: [
      'Unlimited feedback reports for every employee, for a year',
      'Import your own competency model from a spreadsheet: types, competencies and statements',
      ...scale,
      ...growth,
      ...core,
    ],
  },
];

/** The terms every plan shares, said once under the plans. */
export const PRICING_TERMS = 'USD per report, excluding taxes and duties. The Enterprise plan is priced per employee per year.';
