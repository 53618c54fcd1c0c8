import { OrganizationPage, type OrganizationPageProps } from './organization-page';
import { fakeOrganisation } from './organization.fixtures';

/** Machines and snapshots are not serialisable args: each story renders its own page (the demo company unless told). */
export const show = (props: OrganizationPageProps = {}) => () => <OrganizationPage flows={{ machine: fakeOrganisation() }} {...props} />;

export const storyParameters = { route: { path: '/portrayal/admin/organization' }, layout: 'padded' };
