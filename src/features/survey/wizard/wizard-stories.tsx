import { expect, waitFor, within } from 'storybook/test';
import { SurveyWizardPage } from './survey-wizard-page';
import type { WizardFlows } from './wizard-state';

/** Machines and snapshots are not serialisable args: each story renders its own. */
export const show = (flows: WizardFlows) => () => <SurveyWizardPage flows={flows} />;

export const newRoute = { route: { path: '/portrayal/admin/survey/new' }, layout: 'padded' };
export const editRoute = { route: { path: '/portrayal/admin/survey/:id/edit', url: '/portrayal/admin/survey/41/edit' }, layout: 'padded' };

/** Toasts and dialogs live outside the story's canvas and fade in. */
export const seen = (text: string | RegExp) => waitFor(() => expect(within(document.body).getByText(text)).toBeVisible(), { timeout: 3000 });
