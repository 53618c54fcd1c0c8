import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { accountsRepository, type AccountsRepository } from '../db/repositories/accounts/accounts';
import { masterItemsRepository, type MasterItemsRepository } from '../db/repositories/master/master-items';

declare module 'fastify' {
  interface FastifyInstance {
    /** For plugins only: route handlers reach data through repositories. */
    db: Db;
    /** Accounts by address, id or mailed token: the flows that run before a company is known. */
    accounts: AccountsRepository;
    /** A platform-wide list (company types, industries…), the same for every company. */
    platformList(list: string): MasterItemsRepository;
    /** True when the database answers (health checks). */
    databaseAnswers(): Promise<boolean>;
  }
}

export const dbPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorate('db', db);
  app.decorate('accounts', accountsRepository(db));
  app.decorate('platformList', (list: string) => masterItemsRepository(db, list, null));
  app.decorate('databaseAnswers', () => db.execute(sql`select 1`).then(() => true, () => false));
}, { name: 'db' });
