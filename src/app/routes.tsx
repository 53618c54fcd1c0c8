import { Navigate, type RouteObject } from 'react-router-dom';
import { PORTRAYAL_MENU } from '../lib/portrayal-menu';
import { NotFound } from './not-found';
import { RequireToken } from './require-token';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import * as S from './screens';

/** Menu areas with screens of their own; the others show a placeholder. */
const BUILT = ['dashboard', 'admin/master', 'admin/organization', 'admin/workforce', 'admin/survey', 'user/survey-list', 'user/submited-survey-list', 'admin/feedback', 'user/my-feedback'];

const portrayal: RouteObject = {
  path: 'portrayal',
  element: <RequireToken><S.ShellScreen /></RequireToken>,
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', element: <S.DashboardScreen /> },
    { path: 'account', element: <S.AccountScreen /> },
    { path: 'admin/master', element: <S.MasterScreen /> },
    { path: 'admin/master/:list', element: <S.MasterScreen /> },
    { path: 'admin/organization', element: <S.OrganizationScreen /> },
    { path: 'admin/workforce', element: <S.WorkforceScreen /> },
    { path: 'admin/workforce/permissions', element: <S.PermissionsScreen /> },
    { path: 'admin/survey', element: <S.SurveysScreen /> },
    { path: 'admin/survey/new', element: <S.SurveyWizardScreen /> },
    { path: 'admin/survey/:id', element: <S.SurveyDetailScreen /> },
    { path: 'admin/survey/:id/edit', element: <S.SurveyWizardScreen /> },
    { path: 'user/survey-list', element: <S.SurveyListScreen /> },
    { path: 'user/survey-list/:assignment', element: <S.AnswerScreen /> },
    { path: 'user/submited-survey-list', element: <S.SubmittedListScreen /> },
    { path: 'user/submited-survey-list/:assignment', element: <S.AnswerReviewScreen /> },
    { path: 'admin/feedback', element: <S.FeedbackScreen /> },
    { path: 'admin/feedback/analytics', element: <S.FeedbackAnalyticsScreen /> },
    { path: 'admin/feedback/alerts', element: <S.FeedbackAlertsScreen /> },
    { path: 'admin/feedback/:survey/:ratee', element: <S.FeedbackReportScreen /> },
    { path: 'user/my-feedback', element: <S.MyFeedbackScreen /> },
    { path: 'user/my-feedback/:survey', element: <S.MyReportScreen /> },
    // Areas that later issues build; until then each shows its title and a placeholder.
    ...PORTRAYAL_MENU.filter((e) => !BUILT.includes(e.path)).map((e) => ({
      path: e.path,
      element: <S.ComingSoonScreen title={e.title} description={e.description} />,
    })),
    { path: '*', element: <NotFound inShell /> },
  ],
};

/** Spec §2's routes. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <S.LandingScreen /> },
      { path: 'consulting-projects', element: <S.ConsultingScreen /> },
      { path: 'master-class-certification', element: <S.MasterclassScreen /> },
      { path: 'verify-email', element: <S.VerifyEmailScreen /> },
      {
        path: 'authentication',
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: 'login', element: <S.LoginScreen /> },
          { path: 'register', element: <S.RegisterScreen /> },
          { path: 'forgot-password', element: <S.ForgotPasswordScreen /> },
          { path: 'password-reset/:token', element: <S.PasswordResetScreen /> },
          { path: 'confirmation-link/:token', element: <S.ConfirmationLinkScreen /> },
          { path: 'email-change/:token', element: <S.EmailChangeScreen /> },
        ],
      },
      portrayal,
      { path: '*', element: <NotFound /> },
    ],
  },
];
