import type { FastifyInstance } from 'fastify';
import { masterListRoutes, type MasterListOptions } from './master-list-routes';

/** The lists of names each company keeps for its workforce, seen by that company alone. */
const companyLists: MasterListOptions[] = [
  { list: 'group', label: 'Group', path: '/api/group', scope: 'company' },
  { list: 'designation', label: 'Designation', path: '/api/designation', scope: 'company' },
  { list: 'department', label: 'Department', path: '/api/department', scope: 'company' },
];

export async function companyListRoutes(app: FastifyInstance): Promise<void> {
  for (const options of companyLists) await app.register(masterListRoutes, options);
}
