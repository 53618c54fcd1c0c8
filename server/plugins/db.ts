import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { accountsRepository, type AccountsRepository } from '../db/repositories/accounts/accounts';

declare module 'fastify' {
  interface FastifyInstance {
    /** For plugins only: route handlers reach data through repositories. */
    db: Db;
    /** Accounts by address, id or mailed token: the flows that run before a company is known. */
    accounts: AccountsRepository;
    /** True when the database answers (health checks). */
    databaseAnswers(): Promise<boolean>;
  }
}

export const dbPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorate('db', db);
  app.decorate('accounts', accountsRepository(db));
  app.decorate('databaseAnswers', () => db.execute(sql`select 1`).then(() => true, () => false));
}, { name: 'db' });
