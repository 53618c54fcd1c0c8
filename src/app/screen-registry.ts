import type { ComponentType } from 'react';
import type { Area } from '../../schemas/user';
import { PORTRAYAL_MENU, type MenuPath } from '../lib/portrayal-menu';

/** Where a screen hangs: the public site, the sign-in pages, an outside rater's or outside coach's link, or the signed-in shell. */
export type Section = 'site' | 'authentication' | 'rate' | 'coach' | 'portrayal';

export interface MenuItem {
  title: string;
  description: string;
  icon: ComponentType;
}

export interface ScreenEntry {
  section: Section;
  /** Path inside its section, spelled as the links people already hold (`submited` included). */
  path: string;
  /** Fetches the screen's code on first use; none shows the "coming soon" placeholder. */
  load?: () => Promise<ComponentType>;
  /** The side-menu entry this screen opens (the menu's order is its own: src/lib/portrayal-menu.ts). */
  menu?: MenuItem;
  /** The permission the screen's area needs; none means every signed-in user. */
  area?: Area;
  /** Shown only to whom the server says has a team (AuthUser.team): managers and coaches, no permission needed. */
  team?: true;
  /** Shown only to the company's admin role (AuthUser.role): holding every area is not enough. */
  admin?: true;
}

// Two paths that open the same screen share its loader, so moving between them (a new survey
// saved as a draft, a master list chosen) keeps the screen mounted instead of starting it over.
const surveyWizard = () => import('../features/survey/wizard/survey-wizard-page').then((m) => m.SurveyWizardPage);
const masterPage = () => import('../features/master/master-page').then((m) => m.MasterPage);

/** A screen the side menu opens: its path, access and menu words are the menu's (src/lib/portrayal-menu.ts). */
function menuScreen(path: MenuPath, load: ScreenEntry['load']): ScreenEntry {
  const entry = PORTRAYAL_MENU.find((e) => e.path === path)!;
  // The entry itself is the menu item: its words are read when shown, in the reader's language.
  return {
    section: 'portrayal',
    path,
    ...(entry.area && { area: entry.area }),
    ...(entry.team && { team: true }),
    ...(entry.admin && { admin: true }),
    load,
    menu: entry,
  };
}

/**
 * Every screen of the product, once: the router's routes derive from this table, and each
 * side-menu entry names the screen it opens here. Each screen is its own chunk, so the public site never pulls in the
 * forms (rjsf, Ajv) or the signed-in area.
 */
export const SCREENS: readonly ScreenEntry[] = [
  { section: 'site', path: '', load: () => import('../features/public-site/landing-page').then((m) => m.LandingPage) },
  { section: 'site', path: 'consulting-projects', load: () => import('../features/public-site/consulting-page').then((m) => m.ConsultingPage) },
  { section: 'site', path: 'master-class-certification', load: () => import('../features/public-site/masterclass-page').then((m) => m.MasterclassPage) },
  { section: 'site', path: 'privacy', load: () => import('../features/public-site/privacy-page').then((m) => m.PrivacyPage) },
  { section: 'site', path: 'terms', load: () => import('../features/public-site/terms-page').then((m) => m.TermsPage) },
  { section: 'site', path: 'verify-email', load: () => import('../features/account/auth/verify-email-page').then((m) => m.VerifyEmailPage) },

  { section: 'authentication', path: 'login', load: () => import('../features/account/auth/login-page').then((m) => m.LoginPage) },
  // Single sign-on (issue 43): the address that leads to the company's provider, and the page the provider sends back to.
  { section: 'authentication', path: 'sso', load: () => import('../features/sso/sso-sign-in-page').then((m) => m.SsoSignInPage) },
  { section: 'authentication', path: 'sso/callback', load: () => import('../features/sso/sso-callback-page').then((m) => m.SsoCallbackPage) },
  { section: 'authentication', path: 'register', load: () => import('../features/account/auth/register-page').then((m) => m.RegisterPage) },
  { section: 'authentication', path: 'forgot-password', load: () => import('../features/account/auth/forgot-password-page').then((m) => m.ForgotPasswordPage) },
  {
    section: 'authentication',
    path: 'password-reset/:token',
    load: () => import('../features/account/auth/password-reset-page').then((m) => m.PasswordResetPage),
  },
  {
    section: 'authentication',
    path: 'confirmation-link/:token',
    load: () => import('../features/account/auth/confirmation-link-page').then((m) => m.ConfirmationLinkPage),
  },
  { section: 'authentication', path: 'email-change/:token', load: () => import('../features/account/auth/email-change-page').then((m) => m.EmailChangePage) },
  {
    section: 'authentication',
    path: 'email-change-consent/:token',
    load: () => import('../features/account/auth/email-consent-page').then((m) => m.EmailConsentPage),
  },
  { section: 'rate', path: ':token', load: () => import('../features/survey/answer/external-link-page').then((m) => m.ExternalLinkPage) },
  { section: 'rate', path: ':token/:assignment', load: () => import('../features/survey/answer/external-answer-page').then((m) => m.ExternalAnswerPage) },

  // An outside coach's personal link (coaching, issue 41): their coachees, an engagement, its guide; no sign-in.
  { section: 'coach', path: ':token', load: () => import('../features/coaching/coach-link-page').then((m) => m.CoachLinkPage) },
  {
    section: 'coach',
    path: ':token/engagements/:id',
    load: () => import('../features/coaching/coach-link-engagement-page').then((m) => m.CoachLinkEngagementPage),
  },
  { section: 'coach', path: ':token/engagements/:id/guide', load: () => import('../features/coaching/guide-page').then((m) => m.CoachLinkGuidePage) },

  // The signed-in shell, in the side menu's order; each area's inner screens follow its entry.
  menuScreen('dashboard', () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage)),
  menuScreen('admin/workforce', () => import('../features/workforce/workforce-page').then((m) => m.WorkforcePage)),
  {
    section: 'portrayal',
    path: 'admin/workforce/permissions',
    area: 'workforce',
    load: () => import('../features/workforce/permissions-page').then((m) => m.PermissionsPage),
  },
  menuScreen('admin/organization', () => import('../features/organization/organization-page').then((m) => m.OrganizationPage)),
  menuScreen('admin/survey', () => import('../features/survey/surveys-page').then((m) => m.SurveysPage)),
  { section: 'portrayal', path: 'admin/survey/new', area: 'survey', load: surveyWizard },
  {
    section: 'portrayal',
    path: 'admin/survey/:id',
    area: 'survey',
    load: () => import('../features/survey/survey-detail-page').then((m) => m.SurveyDetailPage),
  },
  { section: 'portrayal', path: 'admin/survey/:id/edit', area: 'survey', load: surveyWizard },
  {
    section: 'portrayal',
    path: 'admin/survey/:id/preview',
    area: 'survey',
    load: () => import('../features/survey/answer/preview-page').then((m) => m.SurveyPreviewPage),
  },
  menuScreen('admin/master', masterPage),
  { section: 'portrayal', path: 'admin/master/:list', area: 'master', load: masterPage },
  menuScreen('user/survey-list', () => import('../features/survey/answer/survey-list-page').then((m) => m.SurveyListPage)),
  { section: 'portrayal', path: 'user/survey-list/:assignment', load: () => import('../features/survey/answer/answer-page').then((m) => m.AnswerPage) },
  menuScreen('user/submited-survey-list', () => import('../features/survey/answer/submitted-list-page').then((m) => m.SubmittedListPage)),
  {
    section: 'portrayal',
    path: 'user/submited-survey-list/:assignment',
    load: () => import('../features/survey/answer/review-page').then((m) => m.ReviewPage),
  },
  menuScreen('admin/feedback', () => import('../features/feedback/feedback-page').then((m) => m.FeedbackPage)),
  {
    section: 'portrayal',
    path: 'admin/feedback/analytics',
    area: 'feedback',
    load: () => import('../features/feedback/analytics/analytics-page').then((m) => m.AnalyticsPage),
  },
  {
    section: 'portrayal',
    path: 'admin/feedback/trends',
    area: 'feedback',
    load: () => import('../features/feedback/trends/trends-page').then((m) => m.TrendsPage),
  },
  {
    section: 'portrayal',
    path: 'admin/feedback/alerts',
    area: 'feedback',
    load: () => import('../features/feedback/analytics/alerts-page').then((m) => m.AlertsPage),
  },
  {
    section: 'portrayal',
    path: 'admin/feedback/:survey/:ratee',
    area: 'feedback',
    load: () => import('../features/feedback/report-page').then((m) => m.ReportPage),
  },
  // HR's coaching (issue 41): the pool, requests, providers' webhooks and outcomes, with the feedback permission.
  menuScreen('admin/coaching', () => import('../features/coaching/hr/coaching-page').then((m) => m.CoachingPage)),
  // Every recorded change of the company: its admin's alone, as the server has it.
  menuScreen('admin/audit-log', () => import('../features/audit/audit-log-page').then((m) => m.AuditLogPage)),
  menuScreen('admin/provisioning', () => import('../features/provisioning/provisioning-page').then((m) => m.ProvisioningPage)),
  menuScreen('admin/single-sign-on', () => import('../features/sso/sso-settings-page').then((m) => m.SsoSettingsPage)),
  // Where a ratee reads a released report and follows their development plan: open to every
  // signed-in person, since each sees only their own.
  menuScreen('user/my-feedback', () => import('../features/feedback/my-feedback/my-feedback-page').then((m) => m.MyFeedbackPage)),
  { section: 'portrayal', path: 'user/my-feedback/:survey', load: () => import('../features/feedback/my-feedback/my-report-page').then((m) => m.MyReportPage) },
  // A manager's view of their direct reports, and the actions a coach or owner works on; each sees only their own.
  menuScreen('user/my-team', () => import('../features/feedback/team/my-team-page').then((m) => m.MyTeamPage)),
  { section: 'portrayal', path: 'user/my-team/:survey/:ratee', load: () => import('../features/feedback/team/team-report-page').then((m) => m.TeamReportPage) },
  // Coaching (issue 41): each sees only their own engagements, as coachee or as coach.
  menuScreen('coaching/my', () => import('../features/coaching/my-coaching-page').then((m) => m.MyCoachingPage)),
  { section: 'portrayal', path: 'coaching/ask/:survey', load: () => import('../features/coaching/ask-coach-page').then((m) => m.AskCoachPage) },
  { section: 'portrayal', path: 'coaching/engagements/:id', load: () => import('../features/coaching/engagement-page').then((m) => m.EngagementPage) },
  { section: 'portrayal', path: 'coaching/engagements/:id/guide', load: () => import('../features/coaching/guide-page').then((m) => m.GuidePage) },
  // Every signed-in person's nomination tasks (raters to choose, lists to approve): anyone may be a ratee or an approver,
  // so the entry shows to all and the page says when nothing waits.
  menuScreen('user/my-nominations', () => import('../features/survey/nomination/my-nominations-page').then((m) => m.MyNominationsPage)),
  // Opened from the mails a nomination sends (choose, approve) and from the survey page (HR stepping in);
  // every signed-in person, since each sees only the lists that are theirs to fill or decide.
  { section: 'portrayal', path: 'nominations', load: () => import('../features/survey/nomination/choose-raters-page').then((m) => m.ChooseRatersPage) },
  {
    section: 'portrayal',
    path: 'nomination-approvals',
    load: () => import('../features/survey/nomination/approve-raters-page').then((m) => m.ApproveRatersPage),
  },
  // Reachable from the user menu, not the side menu.
  { section: 'portrayal', path: 'account', load: () => import('../features/account/account-page').then((m) => m.AccountPage) },
];
