import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MasterItem, MasterItemRow } from '../../../schemas/master-item';
import { mayReadCompanyLists, mayWriteCompanyLists } from '../../http/company-access';
import { resourceRoutes } from './resource-routes';

export interface MasterListOptions {
  /** The list's name in master_items.list, e.g. 'companytype' or 'group'. */
  list: string;
  /** Human name for messages and docs, e.g. 'Company type'. */
  label: string;
  /** Where the contract puts it, without the trailing slash: '/api/companytype'. */
  path: string;
  /**
   * platform: one list for everyone (company type…), read by anyone, written by superusers.
   * company: each company its own (group…), read by its users who pick from it, written
   * with the `master` permission (company-access.ts).
   */
  scope: 'platform' | 'company';
}

/**
 * One list of names as the contract has it: GET, POST, PUT {id}/, DELETE {id}/. Adding a
 * list is one registration of this plugin; the repository decides whose rows it sees.
 */
export async function masterListRoutes(app: FastifyInstance, { list, label, path, scope }: MasterListOptions): Promise<void> {
  const platform = scope === 'platform';
  await resourceRoutes(app, {
    path,
    label,
    tags: [platform ? 'platform lists' : 'company lists'],
    body: MasterItem,
    row: MasterItemRow,
    auditEntity: 'master_item',
    orderings: ['name'],
    textFields: ['name'],
    duplicate: (body) => ({ name: [`${label} "${body.name.trim()}" already exists.`] }),
    repo: (req: FastifyRequest) => (platform ? app.platformList(list) : req.tenant.list(list)),
    archivable: !platform,
    listChecksPrincipal: true,
    readGuards: platform ? 'anyone' : [mayReadCompanyLists],
    writeGuards: platform ? [app.requireSuperuser] : [mayWriteCompanyLists],
  });
}
