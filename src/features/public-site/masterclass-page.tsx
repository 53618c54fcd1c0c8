import { PRODUCT_NAME } from '../../lib/config';
import { ServicePage, type Service } from './service-page';

const MASTERCLASS: Service = {
  title: 'Masterclass certification',
  lead: 'A certification programme for HR professionals and coaches: design 360° surveys that people trust, read the reports well and lead the development conversations that follow.',
  about: [
    'Running a 360° is a craft. The masterclass teaches it end to end, from choosing competencies and raters to the moment a manager sits down with a report and a development plan.',
    `Participants learn on ${PRODUCT_NAME} and practise on real, anonymised reports. Those who pass the final assessment receive the ${PRODUCT_NAME} practitioner certificate.`,
  ],
  audience: [
    { title: 'HR business partners', text: 'Who run or sponsor 360° programmes and answer the questions of managers and employees.' },
    { title: 'Learning and development specialists', text: 'Who turn feedback into development plans, programmes and coaching.' },
    { title: 'Internal and external coaches', text: 'Who debrief reports one to one and follow the actions that come out of them.' },
    { title: 'People managers', text: 'Who want to give and receive feedback with confidence, and plan their team’s growth.' },
  ],
  steps: [
    {
      title: 'Module 1: Competency models',
      text: 'Competency types, definitions and behavioural statements; proficiency levels, and weightage that matches the role.',
    },
    {
      title: 'Module 2: Designing a survey',
      text: 'Choosing raters, protecting anonymity, timing and communication: the things that decide whether people answer honestly.',
    },
    {
      title: 'Module 3: Reading a report',
      text: 'Scores by rater group, self against others, blind spots, hidden strengths, benchmarks and the limits of the numbers.',
    },
    { title: 'Module 4: The feedback conversation', text: 'Debriefing a report, handling difficult reactions and agreeing an individual development plan.' },
    {
      title: 'Assessment and certificate',
      text: 'A recorded practice debrief on an anonymised report, assessed by our faculty. Pass it to receive your certificate.',
    },
  ],
  outcomes: [
    `The ${PRODUCT_NAME} practitioner certificate`,
    'A method to design, run and debrief 360° surveys',
    'Practice with real, anonymised reports and structured feedback on your debriefs',
    'Templates for rater briefings, debrief conversations and development plans',
  ],
  enquiry: {
    title: 'Join the next cohort',
    text: 'Cohorts are small and run as live online sessions. Write to us for the next dates, or to arrange a private cohort for your organization.',
    subject: 'Masterclass certification',
  },
};

export function MasterclassPage() {
  return <ServicePage service={MASTERCLASS} />;
}
