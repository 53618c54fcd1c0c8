import Type, { type Static } from 'typebox';
import { VisibleLine } from './text-fields';
import { NewPassword } from './password';

const Name = (title: string) => VisibleLine(title, 150);
/** A platform list item chosen by id (company type, industry…). */
const Choice = (title: string) => Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title }));

/** POST /api/users/: register a company and its first admin. */
export const Registration = Type.Object(
  {
    company_name: Name('Company name'),
    first_name: Name('First name'),
    last_name: Name('Last name'),
    email: Type.String({ title: 'Business email', format: 'business-email', minLength: 3, maxLength: 254 }),
    password: NewPassword(),
    contact_num: Type.Optional(Type.String({ title: 'Contact number', maxLength: 20, pattern: '^[0-9]*$' })),
    company_type: Choice('Company type'),
    industry: Choice('Industry'),
    market_share: Choice('Market share'),
    annual_revenue: Choice('Annual revenue'),
    total_head_count: Choice('Total head count'),
  },
  { additionalProperties: false },
);
export type Registration = Static<typeof Registration>;

/** The platform lists the registration form offers, keyed by the field that picks from them. */
export const registrationChoices = {
  company_type: '/api/companytype/',
  industry: '/api/industry/',
  market_share: '/api/marketshare/',
  annual_revenue: '/api/annualrevenue/',
  total_head_count: '/api/totalheadcount/',
} as const;
