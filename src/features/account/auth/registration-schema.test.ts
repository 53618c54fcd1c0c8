import { describe, expect, it } from 'vitest';
import { Registration } from '../../../../schemas/registration';
import { registrationFormSchema } from './registration-schema';

const list = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));

describe('registrationFormSchema', () => {
  it('offers the platform lists as oneOf choices', () => {
    const schema = registrationFormSchema({
      company_type: list('Private', 'Public'),
      industry: list('Software'),
      market_share: list('Leader'),
      annual_revenue: list('< $1M'),
      total_head_count: list('1-50'),
    });
    expect(schema.properties?.company_type).toEqual({
      title: 'Company type',
      type: 'integer',
      oneOf: [
        { const: 1, title: 'Private' },
        { const: 2, title: 'Public' },
      ],
    });
    expect(schema.required).toEqual(Registration.required);
  });

  it('leaves the choice fields out while the lists are missing, and copies the schema', () => {
    const schema = registrationFormSchema(undefined);
    expect(Object.keys(schema.properties ?? {})).toEqual(['company_name', 'first_name', 'last_name', 'email', 'password', 'contact_num']);
    expect(Object.keys(Registration.properties)).toContain('industry');
  });
});
