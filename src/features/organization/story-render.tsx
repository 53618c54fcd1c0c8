import { OrganizationPage, type OrganizationPageProps } from './organization-page';
import { fakeOrganization, fakePersonDetails } from './organization.fixtures';

/** Machines and snapshots are not serialisable args: each story renders its own page (the demo company unless told). */
export const show =
  (props: OrganizationPageProps = {}) =>
  () => <OrganizationPage {...props} flows={{ machine: fakeOrganization(), details: fakePersonDetails(), ...props.flows }} />;

export const storyParameters = { route: { path: '/portrayal/admin/organization' }, layout: 'padded' };
