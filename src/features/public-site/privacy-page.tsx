import { PRODUCT_NAME } from '../../lib/config';
import { ContactLink } from './contact-link';
import { LegalPage, type LegalDocument } from './legal-page';

const PRIVACY: LegalDocument = {
  title: 'Privacy notice',
  lead: `How ${PRODUCT_NAME} handles the personal data of the companies that use it and of their employees, in plain words.`,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      text: [
        `${PRODUCT_NAME} is an online service that companies use to run 360° competency feedback: surveys in which colleagues rate one another, the reports that follow and development plans.`,
        'The company that opens an account decides which people, surveys and data go into it. It is the controller of that data; we process it on its behalf and on its instructions, under our agreement with it. If you use the service as an employee of such a company, your employer is the first place to ask about your data.',
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      text: ['We hold only what the service needs to work:'],
      list: [
        'Account data: the name, work email address, phone number and password of the people who sign in, and the company’s name and details given at registration.',
        'Workforce data: the employees, their roles, departments, locations and reporting lines that the company enters or imports.',
        'Survey answers: the ratings given against each competency statement, and who was asked to rate whom.',
        'Comments: the free-text remarks written in surveys and in development plans.',
        'Enquiries: what you send through the contact and demo-request forms on this site.',
      ],
    },
    {
      id: 'why',
      title: 'Why we use it',
      text: [
        'To provide the service the company asked for: to run its surveys, send invitations and reminders, produce reports and keep development plans; to keep accounts secure; and to answer enquiries. We do not use the data for any other purpose.',
      ],
    },
    {
      id: 'anonymity',
      title: 'Anonymity of feedback',
      text: [
        'Feedback is worth giving only if raters can be candid. Ratings from peers, direct reports and other raters are shown only as aggregates for a group, and a group is shown only once it reaches a minimum number of raters set for the survey (at least three); a smaller group is pooled with others when the pool reaches that number, and otherwise is not shown at all. The self-rating and the manager’s rating are shown as groups of their own, as everyone taking part is told.',
        'No screen, report or export of the service says which peer, direct report or other rater gave which rating or wrote which comment, whether to the person rated, to their manager or to the company’s administrators. Results are shown only once a survey has closed.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      text: [
        'We keep the data for as long as the company’s account exists. When the account is closed, its data is deleted with it. Enquiries are kept only as long as needed to answer them and follow up.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      text: [
        'Passwords are stored only as salted hashes, never in readable form. All traffic between your browser and the service is encrypted in transit. Each company’s data is kept apart from every other company’s, and people see only what their role allows.',
      ],
    },
    {
      id: 'sharing',
      title: 'No sale, no advertising',
      text: [
        'We do not sell personal data, and we do not share it with advertisers. The site and the service carry no advertising or cross-site tracking. We use service providers (hosting, email delivery) only to run the service, under the same obligations as ours.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      text: [
        'You can ask to access your data, to have it corrected or to have it deleted. Because your company controls the data, these requests go through your company’s HR administrator, who can make the changes in the service; we help them when they need it. You can also update your own account details yourself once signed in.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      text: [
        <>
          For any question about this notice or how we handle data, write to our team through <ContactLink />.
        </>,
      ],
    },
  ],
};

export function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}
