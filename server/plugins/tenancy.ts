import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { masterItemsRepository, type MasterItemsRepository } from '../db/repositories/master-items';
import { usersRepository, type UsersRepository } from '../db/repositories/users';

/** Every repository a signed-in request may use, already bound to the caller's company. */
export interface Tenant {
  companyId: number | null;
  users: UsersRepository;
  /** A list the company owns (group, designation, department…). */
  list(list: string): MasterItemsRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    tenantFor(companyId: number | null): Tenant;
  }
  interface FastifyRequest {
    /** Set by authentication; routes get company data only through it. */
    tenant: Tenant;
  }
}

// The one place a company id meets a query: handlers never pass one themselves.
export function createTenant(db: Db, companyId: number | null): Tenant {
  return {
    companyId,
    users: usersRepository(db, companyId),
    list: (list) => masterItemsRepository(db, list, companyId),
  };
}

export const tenancyPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('tenantFor', (companyId: number | null) => createTenant(app.db, companyId));
  app.decorateRequest('tenant', null as unknown as Tenant);
}, { name: 'tenancy', dependencies: ['db'] });
