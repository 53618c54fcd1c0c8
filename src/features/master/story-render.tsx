import type { ComponentProps } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { ResourceRow } from '../../../machines/resource.machine';
import { organizationLists } from './named-lists';
import { ResourceListScreen } from './resource-list-screen';
import { designations, fakeResource, relatedFlows } from './master.fixtures';

/** Renders the list screen over an in-memory list (designations unless told otherwise). */
export const screenWith =
  ({ rows = designations, ...props }: Partial<ComponentProps<typeof ResourceListScreen>> & { rows?: ResourceRow[] }) =>
  () => (
    <ResourceListScreen
      list={props.list ?? organizationLists[1]!}
      editable
      {...props}
      flows={{ resource: fakeResource({ rows }), ...relatedFlows(), ...props.flows }}
    />
  );

export const storyRoute = { route: { path: '/portrayal/admin/master/:list', url: '/portrayal/admin/master/designations' }, layout: 'padded' };

/** Dialogs and toasts live outside the story's canvas and fade in: wait until really visible. */
export const body = () => within(document.body);
export const seen = (text: string | RegExp) => waitFor(() => expect(body().getByText(text)).toBeVisible(), { timeout: 3000 });
