import { describe, expect, it } from 'vitest';
import { emailVerified, employeeFromClaims } from '../../server/sso/rules/claims';
import { domainOfEmail, domainsOf } from '../../server/sso/rules/settings-rules';

const names = { claimGivenName: 'given_name', claimFamilyName: 'family_name', claimEmployeeCode: 'employee_id' };

describe('single sign-on claims', () => {
  it('takes only a verified address: true, or the string some providers send; absent is not verified', () => {
    expect(emailVerified({ email_verified: true })).toBe(true);
    expect(emailVerified({ email_verified: 'true' })).toBe(true);
    expect(emailVerified({ email_verified: false })).toBe(false);
    expect(emailVerified({})).toBe(false);
  });

  it('makes an employee from the mapped claims, and from the address and subject what the provider does not send', () => {
    expect(employeeFromClaims({ sub: 'u1', given_name: ' Ada ', family_name: 'Lovelace', employee_id: 'E-1' }, 'ada@example.com', names)).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      emp_code: 'E-1',
      username: 'ada@example.com',
      send_invitation: false,
    });
    const bare = employeeFromClaims({ sub: 'u2' }, "o'neil@example.com", names);
    expect(bare).toMatchObject({ first_name: "o'neil", last_name: '–', username: 'oneil@example.com' });
    expect(bare.emp_code).toMatch(/^SSO-[0-9a-f]{12}$/);
    expect(employeeFromClaims({ sub: 'u2' }, 'x@example.com', names).emp_code).toBe(bare.emp_code);
  });

  it('reads domains once each, in lower case, and an address’s domain', () => {
    expect(domainsOf(' Example.com, example.de,example.com ,')).toEqual(['example.com', 'example.de']);
    expect(domainsOf('')).toEqual([]);
    expect(domainOfEmail('Ada@Sub.Example.COM')).toBe('sub.example.com');
  });
});
