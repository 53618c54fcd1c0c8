import type { RJSFSchema } from '@rjsf/utils';
import type { ResourceRow } from '../../../machines/resource.machine';
import { MasterItem } from '../../../schemas/master-item';
import { masterItemUi } from '../../../schemas/master-item.ui';
import { i18n } from '../../i18n';
import type { ListDescriptor, ListKey, SectionKey } from './list-descriptor';

const nameSchema = MasterItem as RJSFSchema;
export const nameOf = (row: ResourceRow) => String(row.name ?? '');

interface NamedList {
  key: ListKey;
  endpoint: string;
  section: SectionKey;
}

/** A list of names (`{id, name}`): groups, designations… and the platform lists. */
export function namedList({ key, endpoint, section }: NamedList): ListDescriptor {
  return {
    key,
    endpoint,
    section,
    scope: section === 'platform' ? 'platform' : 'company',
    related: [],
    columns: [{ key: 'name', title: 'name', text: nameOf, width: 'minmax(200px, 1fr)' }],
    // Platform lists keep the operator's order: "Under $1M" before "$1M–$10M", "1–50" before "51–250".
    defaultSort: section === 'platform' ? 'id' : 'name',
    form: () => ({ schema: nameSchema, uiSchema: masterItemUi }),
    // The server's own words (master-list-routes.ts), so the warning and the refusal read alike.
    unique: { fields: ['name'], field: 'name', message: (v) => i18n.t(`master:lists.${key}.duplicate`, { name: String(v.name).trim() }) },
    label: nameOf,
  };
}

export const organizationLists: ListDescriptor[] = [
  namedList({ key: 'groups', endpoint: '/api/group/', section: 'organization' }),
  namedList({ key: 'designations', endpoint: '/api/designation/', section: 'organization' }),
  namedList({ key: 'departments', endpoint: '/api/department/', section: 'organization' }),
];

const platform = (key: ListKey, endpoint: string) => namedList({ key, endpoint, section: 'platform' });

export const platformLists: ListDescriptor[] = [
  platform('company-types', '/api/companytype/'),
  platform('market-shares', '/api/marketshare/'),
  platform('industries', '/api/industry/'),
  platform('annual-revenues', '/api/annualrevenue/'),
  platform('total-head-counts', '/api/totalheadcount/'),
];
