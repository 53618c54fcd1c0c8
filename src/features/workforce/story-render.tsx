import { expect, waitFor, within } from 'storybook/test';
import type { Employee } from '../../../schemas/employee';
import { choiceFlows, fakeEmployees, fakeInvite, employees } from './workforce.fixtures';
import { WorkforcePage, type WorkforcePageProps } from './workforce-page';

/** Renders the page over an in-memory company (the ten demo people unless told otherwise). */
export const pageWith =
  ({ rows = employees, flows, ...props }: WorkforcePageProps & { rows?: Employee[] }) =>
  () => {
    const store = { rows: [...rows] };
    return <WorkforcePage {...props} flows={{ employees: fakeEmployees({ rows, store }), invite: fakeInvite(store), ...choiceFlows(), ...flows }} />;
  };

export const storyRoute = { route: { path: '/portrayal/admin/workforce', url: '/portrayal/admin/workforce' }, layout: 'padded' };

/** Dialogs and toasts live outside the story's canvas and fade in: wait until really visible. */
export const body = () => within(document.body);
export const seen = (text: string | RegExp) => waitFor(() => expect(body().getByText(text)).toBeVisible(), { timeout: 3000 });
