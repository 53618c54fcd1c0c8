import { lazyScreen } from './lazy-screen';

// Every screen is its own chunk: the public site never pulls in the forms (rjsf, Ajv)
// or the signed-in area.
export const LandingScreen = lazyScreen(() => import('../features/public-site/landing-page').then((m) => m.LandingPage));
export const ConsultingScreen = lazyScreen(() => import('../features/public-site/consulting-page').then((m) => m.ConsultingPage));
export const MasterclassScreen = lazyScreen(() => import('../features/public-site/masterclass-page').then((m) => m.MasterclassPage));

export const LoginScreen = lazyScreen(() => import('../features/auth/login-page').then((m) => m.LoginPage));
export const RegisterScreen = lazyScreen(() => import('../features/auth/register-page').then((m) => m.RegisterPage));
export const VerifyEmailScreen = lazyScreen(() => import('../features/auth/verify-email-page').then((m) => m.VerifyEmailPage));
export const ForgotPasswordScreen = lazyScreen(() => import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage));
export const PasswordResetScreen = lazyScreen(() => import('../features/auth/password-reset-page').then((m) => m.PasswordResetPage));
export const ConfirmationLinkScreen = lazyScreen(() =>
  import('../features/auth/confirmation-link-page').then((m) => m.ConfirmationLinkPage));
export const EmailChangeScreen = lazyScreen(() => import('../features/auth/email-change-page').then((m) => m.EmailChangePage));

export const ShellScreen = lazyScreen(() => import('./shell/portrayal-shell').then((m) => m.PortrayalShell));
const inShell = { fullPage: false };
export const DashboardScreen = lazyScreen(() => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage), inShell);
export const AccountScreen = lazyScreen(() => import('../features/account/account-page').then((m) => m.AccountPage), inShell);
export const ComingSoonScreen = lazyScreen(() => import('./shell/coming-soon').then((m) => m.ComingSoon), inShell);
export const MasterScreen = lazyScreen(() => import('../features/master/master-page').then((m) => m.MasterPage), inShell);
export const OrganizationScreen = lazyScreen(() => import('../features/organization/organization-page').then((m) => m.OrganizationPage), inShell);
export const WorkforceScreen = lazyScreen(() => import('../features/workforce/workforce-page').then((m) => m.WorkforcePage), inShell);
export const PermissionsScreen = lazyScreen(() => import('../features/workforce/permissions-page').then((m) => m.PermissionsPage), inShell);
export const SurveysScreen = lazyScreen(() => import('../features/survey/surveys-page').then((m) => m.SurveysPage), inShell);
export const SurveyDetailScreen = lazyScreen(() => import('../features/survey/survey-detail-page').then((m) => m.SurveyDetailPage), inShell);
export const SurveyWizardScreen = lazyScreen(() => import('../features/survey/wizard/survey-wizard-page').then((m) => m.SurveyWizardPage), inShell);
export const SurveyListScreen = lazyScreen(() => import('../features/answer/survey-list-page').then((m) => m.SurveyListPage), inShell);
export const SubmittedListScreen = lazyScreen(() => import('../features/answer/submitted-list-page').then((m) => m.SubmittedListPage), inShell);
export const AnswerScreen = lazyScreen(() => import('../features/answer/answer-page').then((m) => m.AnswerPage), inShell);
export const AnswerReviewScreen = lazyScreen(() => import('../features/answer/review-page').then((m) => m.ReviewPage), inShell);
export const FeedbackScreen = lazyScreen(() => import('../features/feedback/feedback-page').then((m) => m.FeedbackPage), inShell);
export const FeedbackReportScreen = lazyScreen(() => import('../features/feedback/report-page').then((m) => m.ReportPage), inShell);
export const FeedbackAnalyticsScreen = lazyScreen(() => import('../features/feedback-analytics/analytics-page').then((m) => m.AnalyticsPage), inShell);
export const FeedbackAlertsScreen = lazyScreen(() => import('../features/feedback-analytics/alerts-page').then((m) => m.AlertsPage), inShell);
export const MyFeedbackScreen = lazyScreen(() => import('../features/my-feedback/my-feedback-page').then((m) => m.MyFeedbackPage), inShell);
export const MyReportScreen = lazyScreen(() => import('../features/my-feedback/my-report-page').then((m) => m.MyReportPage), inShell);
