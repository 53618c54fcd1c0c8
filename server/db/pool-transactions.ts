import { sql, type TablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './db-type';

type Transaction = NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>;

/** drizzle's session as this needs it: the parts its types keep private, and the method replaced. */
interface PoolSession {
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  schema: ConstructorParameters<typeof NodePgTransaction>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction<T>(work: (tx: Transaction) => Promise<T>, config?: PgTransactionConfig): Promise<T>;
}

/**
 * drizzle-orm 0.45 runs BEGIN before the try/finally that gives the client back to the
 * pool, so a BEGIN that fails (a connection lost at checkout, a statement timeout) keeps
 * its client for good, and ten such failures leave every request waiting for a connection
 * (drizzle-orm#6241, open). The fault-injection suite hung on exactly that. This
 * transaction begins inside the try, and destroys a client whose transaction could not
 * begin or be rolled back instead of pooling it again.
 */
export function releaseClientsOnFailedTransactions(db: Db, pool: pg.Pool): void {
  const session = db._.session as unknown as PoolSession;
  const { dialect, schema, options } = session;

  session.transaction = async <T>(work: (tx: Transaction) => Promise<T>, config?: PgTransactionConfig) => {
    const client = await pool.connect();
    const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema, options), schema);
    let began = false;
    let broken: Error | undefined;
    try {
      await tx.execute(sql`begin`);
      began = true;
      if (config) await tx.setTransaction(config);
      const result = await work(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (!began) broken = error as Error;
      else
        await tx.execute(sql`rollback`).catch((rollbackError: Error) => {
          broken = rollbackError;
        });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
