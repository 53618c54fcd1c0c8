import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db-type';
import { accountsRepository, type AccountsRepository } from '../account/actions/accounts';
import { sessionsRepository, type SessionsRepository } from '../account/queries/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** For plugins only: route handlers reach data through repositories. */
    db: Db;
    /** Accounts by address, id or mailed token: the flows that run before a company is known. */
    accounts: AccountsRepository;
    /** The rows behind signed-in JWTs: opened at sign-in, revoked by signing out. */
    sessions: SessionsRepository;
    /** True when the database answers (health checks). */
    databaseAnswers(): Promise<boolean>;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    app.decorate('db', db);
    app.decorate('accounts', accountsRepository(db));
    app.decorate('sessions', sessionsRepository(db));
    app.decorate('databaseAnswers', () =>
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    );
  },
  { name: 'db' },
);
