import { expect, waitFor, within } from 'storybook/test';
import type { Survey } from '../../../schemas/survey';
import type { SurveyDetail } from '../../../machines/survey-detail.machine';
import { fakeDetailServer, fakeSurveyServer } from './survey-fakes.fixtures';
import { leadershipDetail, surveys } from './survey.fixtures';
import { SurveyDetailPage, type SurveyDetailFlows } from './survey-detail-page';
import type { SurveyDetailTab } from './survey-detail-body';
import type { SurveysFlows } from './surveys-body';
import { SurveysPage } from './surveys-page';
import { bySentence } from './by-sentence.fixtures';

/** Renders the list page over an in-memory company (the six demo surveys unless told otherwise). */
export const listWith =
  ({ rows = surveys, flows, ...server }: { rows?: Survey[]; flows?: SurveysFlows } & Omit<Parameters<typeof fakeSurveyServer>[0], 'rows'>) =>
  () => <SurveysPage flows={{ ...fakeSurveyServer({ rows, ...server }), ...flows }} />;

export const listRoute = { route: { path: '/portrayal/admin/survey', url: '/portrayal/admin/survey' }, layout: 'padded' };

/** Dialogs and toasts live outside the story's canvas and fade in: wait until really visible. */
export const body = () => within(document.body);
/** A sentence anywhere on the page, also one whose names sit in a `<bdi>`. */
export const seen = (text: string | RegExp) => waitFor(() => expect(body().getByText(bySentence(text))).toBeVisible(), { timeout: 3000 });
/** The table row showing `text`. */
export const rowOf = (element: HTMLElement) => element.closest('[role="row"]') as HTMLElement;

/** Renders the detail page of survey 1 over an in-memory server. */
export const detailWith =
  ({
    detail = leadershipDetail,
    flows,
    initialTab,
    ...server
  }: { detail?: SurveyDetail; flows?: SurveyDetailFlows; initialTab?: SurveyDetailTab } & Omit<Parameters<typeof fakeDetailServer>[0], 'detail'>) =>
  () => <SurveyDetailPage initialTab={initialTab} flows={{ ...fakeDetailServer({ detail, ...server }), ...flows }} />;

/** `id` as the URL holds it: a string too, to show what an address that is not a survey's id does. */
export const detailRoute = (id: number | string = 1) => ({
  route: { path: '/portrayal/admin/survey/:id', url: `/portrayal/admin/survey/${id}` },
  layout: 'padded',
});
