import type { RJSFSchema } from '@rjsf/utils';
import type { ResourceRow } from '../../../machines/resource.machine';
import { MasterItem } from '../../../schemas/master-item';
import { masterItemUi } from '../../../schemas/master-item.ui';
import type { ListDescriptor, SectionKey } from './list-descriptor';

const nameSchema = MasterItem as RJSFSchema;
export const nameOf = (row: ResourceRow) => String(row.name ?? '');

interface NamedList {
  key: string;
  title: string;
  singular: string;
  description: string;
  endpoint: string;
  section: SectionKey;
}

/** A list of names (`{id, name}`): groups, designations… and the platform lists. */
export function namedList({ key, title, singular, description, endpoint, section }: NamedList): ListDescriptor {
  const label = singular.charAt(0).toUpperCase() + singular.slice(1);
  return {
    key,
    title,
    singular,
    description,
    endpoint,
    section,
    scope: section === 'platform' ? 'platform' : 'company',
    related: [],
    columns: [{ key: 'name', title: 'Name', text: nameOf, width: 'minmax(200px, 1fr)' }],
    // Platform lists keep the operator's order: "Under $1M" before "$1M–$10M", "1–50" before "51–250".
    defaultSort: section === 'platform' ? 'id' : 'name',
    form: () => ({ schema: nameSchema, uiSchema: masterItemUi }),
    // The server's own words (master-list-routes.ts), so the warning and the refusal read alike.
    unique: { fields: ['name'], field: 'name', message: (v) => `${label} "${String(v.name).trim()}" already exists.` },
    label: nameOf,
  };
}

export const organizationLists: ListDescriptor[] = [
  namedList({
    key: 'groups',
    title: 'Groups',
    singular: 'group',
    endpoint: '/api/group/',
    section: 'organization',
    description: 'Teams or cohorts that cut across departments, e.g. “Graduate programme”. A survey can target a group.',
  }),
  namedList({
    key: 'designations',
    title: 'Designations',
    singular: 'designation',
    endpoint: '/api/designation/',
    section: 'organization',
    description: 'Job titles your people hold, e.g. “Sales manager”. Reports benchmark people of the same designation.',
  }),
  namedList({
    key: 'departments',
    title: 'Departments',
    singular: 'department',
    endpoint: '/api/department/',
    section: 'organization',
    description: 'The departments of your organization, e.g. “Finance”.',
  }),
];

const platform = (key: string, title: string, singular: string, endpoint: string) =>
  namedList({
    key,
    title,
    singular,
    endpoint,
    section: 'platform',
    description: `The ${title.toLowerCase()} a company picks from when it registers. The same for every company.`,
  });

export const platformLists: ListDescriptor[] = [
  platform('company-types', 'Company types', 'company type', '/api/companytype/'),
  platform('market-shares', 'Market shares', 'market share', '/api/marketshare/'),
  platform('industries', 'Industries', 'industry', '/api/industry/'),
  platform('annual-revenues', 'Annual revenues', 'annual revenue', '/api/annualrevenue/'),
  platform('total-head-counts', 'Total head counts', 'total head count', '/api/totalheadcount/'),
];
