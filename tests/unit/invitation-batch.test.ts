import { describe, expect, it } from 'vitest';
import { gathered, gatherInvitations, invitationKey } from '../../server/mail/invitation-batch';
import { surveyInvitationMail } from '../../server/mail/survey-messages';

const ana = { id: 1, name: 'Ana Lee', relationship: 'peer' as const };
const cy = { id: 2, name: 'cy Park', relationship: 'peer' as const };
const self = { id: 9, name: 'Zed Self', relationship: 'self' as const };

describe('gathering invitations', () => {
  it('names every ratee of both once, self first then by name, and stays a first invitation if the waiting one was', () => {
    const all = gatherInvitations({ more: false, ratees: [cy] }, { raterId: 9, email: 'z@x.test', firstName: 'Zed', more: true, ratees: [ana, cy, self] });
    expect(all).toEqual({ raterId: 9, email: 'z@x.test', firstName: 'Zed', more: false, ratees: [self, ana, cy] });
    expect(gatherInvitations({ more: true, ratees: [ana] }, { more: true, ratees: [cy] }).more).toBe(true);
  });

  it('keys invitations by survey and rater, and marks a compose to wait', () => {
    expect(invitationKey(4, 17)).toBe('survey-invitation:4:17');
    const mail = {
      id: 4,
      email: 'z@x.test',
      firstName: 'Zed',
      companyName: 'Co',
      title: 'T',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      anonymityThreshold: 3,
      language: 'en' as const,
    };
    const compose = gathered(180, (r: { more: boolean; ratees: (typeof ana)[] }) => surveyInvitationMail({ ...mail, ...r }, 'http://app.test', r.more));
    expect(compose.holdSeconds).toBe(180);
    expect(compose({ more: false, ratees: [ana, cy] }).text).toContain('- Ana Lee, a peer\n- cy Park, a peer');
  });
});
