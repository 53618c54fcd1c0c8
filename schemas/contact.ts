import Type, { type Static } from 'typebox';
import { CleanText, VisibleLine, VisibleText } from './text-fields';

// The public site's two enquiries. Both travel as GET query parameters, so
// every field is text; the server checks the query string against these same schemas.

const Name = VisibleLine('Your name', 150);

/** GET /api/contact-us-email/?name=&email=&message=[&subject=] */
export const ContactUs = Type.Object(
  {
    name: Name,
    email: Type.String({ title: 'Email', format: 'email', minLength: 3, maxLength: 254 }),
    subject: Type.Optional(CleanText('Subject', 150)),
    message: VisibleText('Message', 3000),
  },
  { additionalProperties: false },
);
export type ContactUs = Static<typeof ContactUs>;

/** GET /api/demo-request-email/?name=&email=&company=[&phone=&message=]: a business address only, no free-mail provider. */
export const DemoRequest = Type.Object(
  {
    name: Name,
    email: Type.String({ title: 'Business email', format: 'business-email', minLength: 3, maxLength: 254 }),
    company: VisibleLine('Company', 150),
    phone: Type.Optional(Type.String({ title: 'Phone', maxLength: 20, pattern: '^[0-9]*$' })),
    message: Type.Optional(CleanText('What would you like to see?', 3000)),
  },
  { additionalProperties: false },
);
export type DemoRequest = Static<typeof DemoRequest>;

/** Both answer 200 with a neutral detail, whatever happened to the mail afterwards. */
export const ENQUIRY_RECEIVED = {
  contact: 'Thank you for your message. Our team will reply by email.',
  demo: 'Thank you for your interest. Our team will contact you to arrange the demo.',
} as const;
