import { PRODUCT_NAME } from '../../lib/config';
import { ContactLink } from './contact-link';
import { LegalPage, type LegalDocument } from './legal-page';

const TERMS: LegalDocument = {
  title: 'Terms of service',
  lead: `The terms on which a company uses ${PRODUCT_NAME}. An order form or signed agreement with us, where there is one, takes precedence over them.`,
  sections: [
    {
      id: 'the-service',
      title: 'The service',
      text: [
        `${PRODUCT_NAME} is an online service for running 360° competency feedback: competency models, surveys, reports and development plans. We provide it to the company that registers (the customer) and to the people the customer invites.`,
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts',
      text: [
        'The person who registers a company must be allowed to act for it, and becomes its first administrator. Each user has a personal account and keeps its password to themselves. The customer decides who gets access and with which permissions, and is responsible for what happens under its accounts. Tell us at once if you think an account has been misused.',
      ],
    },
    {
      id: 'customer-responsibilities',
      title: 'The customer’s responsibilities',
      text: ['As the controller of the data it puts into the service, the customer:'],
      list: [
        'enters only data it may lawfully collect and use, and keeps it accurate;',
        'tells its employees and other raters that their data is processed in the service, for what purpose, and how feedback is kept anonymous;',
        'handles its employees’ requests to access, correct or delete their data, using the service’s tools.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      text: ['Users must not:'],
      list: [
        'try to find out who gave a particular rating or comment, or help anyone else to;',
        'upload unlawful, abusive or discriminatory content, or malicious code;',
        'try to reach another company’s data, probe or overload the service, or get around its security;',
        'resell the service or give access to anyone outside the customer’s organisation without our agreement.',
      ],
    },
    {
      id: 'availability',
      title: 'Availability',
      text: [
        'We aim to keep the service available at all times, and schedule maintenance to disturb as little as possible. The service may occasionally be unavailable for maintenance or for reasons beyond our control; unless an order form says otherwise, we do not guarantee a particular level of availability.',
      ],
    },
    {
      id: 'fees',
      title: 'Fees',
      text: [
        'Fees are those of the pricing plan the customer chooses, as shown on this site or agreed in an order form, excluding taxes and duties. Consulting projects and masterclasses are quoted separately.',
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      text: [
        'The service supports the customer’s own decisions about its people; those decisions remain the customer’s. To the extent the law allows, we are not liable for indirect or consequential loss, such as lost profits or lost opportunities, and our total liability is limited to the fees the customer paid in the twelve months before the claim. Nothing in these terms limits liability that the law does not allow to be limited.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination and your data',
      text: [
        'The customer may stop using the service at any time. We may suspend or close an account that seriously breaches these terms, after notice where we can give it. Before an account is closed, its administrators can export their reports and data; when the account is closed, its data is deleted.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes',
      text: [
        'We may update these terms as the service evolves. We will tell the customer’s administrators about material changes in advance; continuing to use the service after a change takes effect means accepting it.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      text: [
        'The governing law and the competent courts are those stated in the customer’s order form.',
        <>
          Questions about these terms are welcome through <ContactLink />.
        </>,
      ],
    },
  ],
};

export function TermsPage() {
  return <LegalPage document={TERMS} />;
}
