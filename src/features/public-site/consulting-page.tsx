import { PRODUCT_NAME } from '../../lib/config';
import { ServicePage, type Service } from './service-page';

const CONSULTING: Service = {
  title: 'Consulting projects',
  lead: 'Our consultants build your competency model with you, run your first 360° survey alongside your HR team and help your managers turn the reports into development plans.',
  about: [
    'A 360° programme stands or falls on two things: competencies that describe the work as it is really done, and people who trust the process. A consulting project sets both up properly, once, so that your team can run every later survey on its own.',
    `We work inside ${PRODUCT_NAME} from the first day. The competency model, the survey and the development plans we build together stay in your account, ready to reuse and adapt.`,
  ],
  audience: [
    { title: 'HR leaders running a first 360°', text: 'You want the first survey to land well with employees and managers, with no surprises.' },
    {
      title: 'Organizations renewing their competencies',
      text: 'Your framework is dated, too generic or written for another company, and you want one that fits your roles.',
    },
    { title: 'Succession and talent reviews', text: 'You need sound evidence on who is ready for the next role and what they still need to learn.' },
    { title: 'Growing companies', text: 'You are formalising development for the first time and want a process managers will actually use.' },
  ],
  steps: [
    { title: '1. Discovery', text: 'Interviews with leaders and HR on your strategy, your roles and what good performance looks like today.' },
    {
      title: '2. Competency model',
      text: 'Competency types, competencies with their definitions and behavioural statements, with the proficiency level each role needs. It is loaded into your account.',
    },
    {
      title: '3. Survey design and launch',
      text: 'Who rates whom, the weightage per competency, the timetable and the messages to employees; then we launch it with you and follow the response rate.',
    },
    {
      title: '4. Reports and debriefs',
      text: 'We read the results with HR, and coach managers to hold the feedback conversations: blind spots, hidden strengths and gaps to the expected level.',
    },
    {
      title: '5. Development plans',
      text: 'Each person leaves with an individual development plan: actions with owners and due dates, followed up in the product.',
    },
  ],
  outcomes: [
    'A competency model for your roles, in your account and yours to keep',
    'A completed 360° survey with a report for every participant',
    'Managers prepared to give and discuss feedback',
    'Individual development plans and a view of succession candidates',
  ],
  enquiry: {
    title: 'Talk to us about a project',
    text: 'Tell us how many people you want to include, the roles involved and your timing. A consultant will reply by email with a proposal for a first call.',
    subject: 'Consulting projects',
  },
};

export function ConsultingPage() {
  return <ServicePage service={CONSULTING} />;
}
