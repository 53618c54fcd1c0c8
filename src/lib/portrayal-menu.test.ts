import { describe, expect, it } from 'vitest';
import { PORTRAYAL_MENU, portrayalPath, visibleMenu } from './portrayal-menu';

const none = { dashboard: false, workforce: false, organization: false, survey: false, master: false, feedback: false };

describe('portrayal menu', () => {
  it('keeps the eight entries and paths people already know, then My feedback', () => {
    expect(PORTRAYAL_MENU.map(portrayalPath)).toEqual([
      '/portrayal/dashboard',
      '/portrayal/admin/workforce',
      '/portrayal/admin/organization',
      '/portrayal/admin/survey',
      '/portrayal/admin/master',
      '/portrayal/user/survey-list',
      '/portrayal/user/submited-survey-list',
      '/portrayal/admin/feedback',
      '/portrayal/admin/coaching',
      '/portrayal/admin/audit-log',
      '/portrayal/admin/provisioning',
      '/portrayal/admin/single-sign-on',
      '/portrayal/user/my-feedback',
      '/portrayal/user/my-team',
      '/portrayal/coaching/my',
      '/portrayal/user/my-nominations',
    ]);
  });

  it('keeps the menu titles in their order', () => {
    expect(PORTRAYAL_MENU.map((e) => e.title)).toEqual([
      'Dashboard',
      'Workforce',
      'Organization',
      'Surveys',
      'Master data',
      'Survey list',
      'Submitted surveys',
      'Feedback',
      'Coaching',
      'Audit log',
      'Provisioning',
      'Single sign-on',
      'My feedback',
      'My team',
      'My coaching',
      'My nominations',
    ]);
  });

  it('shows everyone the two survey lists, their own feedback, their coaching and their nominations', () => {
    expect(visibleMenu(none).map((e) => e.title)).toEqual(['Survey list', 'Submitted surveys', 'My feedback', 'My coaching', 'My nominations']);
  });

  it('shows My team only to whom the server says has a team', () => {
    expect(visibleMenu(none, true).map((e) => e.title)).toEqual([
      'Survey list',
      'Submitted surveys',
      'My feedback',
      'My team',
      'My coaching',
      'My nominations',
    ]);
    expect(visibleMenu({ ...none, feedback: true }).map((e) => e.title)).not.toContain('My team');
  });

  it('shows the Audit log and Single sign-on only to the admin role, whatever areas someone holds', () => {
    const all = { dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true };
    expect(visibleMenu(all).map((e) => e.title)).not.toContain('Audit log');
    expect(visibleMenu(all).map((e) => e.title)).not.toContain('Single sign-on');
    expect(visibleMenu(none, false, true).map((e) => e.title)).toEqual([
      'Survey list',
      'Submitted surveys',
      'Audit log',
      'Provisioning',
      'Single sign-on',
      'My feedback',
      'My coaching',
      'My nominations',
    ]);
    expect(visibleMenu(all, false, true).map((e) => e.path)).toContain('admin/audit-log');
  });

  it('shows the areas a user is allowed', () => {
    expect(visibleMenu({ ...none, dashboard: true, feedback: true }).map((e) => e.path)).toEqual([
      'dashboard',
      'user/survey-list',
      'user/submited-survey-list',
      'admin/feedback',
      'admin/coaching',
      'user/my-feedback',
      'coaching/my',
      'user/my-nominations',
    ]);
  });
});
