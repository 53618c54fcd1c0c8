import type { FastifyInstance } from 'fastify';
import { masterListRoutes, type MasterListOptions } from './master-list-routes';

/** The lists the company registration form picks from, shared by every company and edited by superusers. */
export const platformLists: MasterListOptions[] = [
  { list: 'companytype', label: 'Company type', path: '/api/companytype', scope: 'platform' },
  { list: 'marketshare', label: 'Market share', path: '/api/marketshare', scope: 'platform' },
  { list: 'industry', label: 'Industry', path: '/api/industry', scope: 'platform' },
  { list: 'annualrevenue', label: 'Annual revenue', path: '/api/annualrevenue', scope: 'platform' },
  { list: 'totalheadcount', label: 'Total head count', path: '/api/totalheadcount', scope: 'platform' },
];

export async function platformListRoutes(app: FastifyInstance): Promise<void> {
  for (const options of platformLists) await app.register(masterListRoutes, options);
}
