import type { CurrentUser } from '../../../machines/current-user';
import { competencyList, competencyTypeList, statementList } from './competency-lists';
import { developmentActionList } from './development-action-list';
import type { ListDescriptor, SectionKey } from './list-descriptor';
import { organizationLists, platformLists } from './named-lists';

/** Every master list, in the order the index shows them. */
const MASTER_LISTS: readonly ListDescriptor[] = [
  ...organizationLists,
  competencyTypeList,
  competencyList,
  statementList,
  developmentActionList,
  ...platformLists,
];

/** The index's groups, in order; their titles are the catalogue's `sections.<key>`. */
export const SECTIONS: readonly SectionKey[] = ['organization', 'competencies', 'platform'];

export function descriptorOf(key: string): ListDescriptor | undefined {
  return MASTER_LISTS.find((d) => d.key === key);
}

/** Company lists need a company; the platform lists everyone reads. */
export function visibleLists(user: CurrentUser): ListDescriptor[] {
  return MASTER_LISTS.filter((d) => d.scope === 'platform' || user.company !== null);
}

/** Company lists are written with the master permission, platform lists by the superuser only. */
export function mayEdit(user: CurrentUser, list: ListDescriptor): boolean {
  return list.scope === 'platform' ? user.role === 'superuser' : user.company !== null && user.permissions.master;
}
