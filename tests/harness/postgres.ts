import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the process suites and the bench use, when there is one. */
export const postgresBaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL || undefined;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function onMaintenanceDb(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(baseUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database of its own beside `baseUrl`'s, for one suite or bench case; drop() removes it. */
export async function scratchDatabase(baseUrl: string, label = 'proc'): Promise<ScratchDatabase> {
  const name = `c360_${label}_${randomBytes(4).toString('hex')}`;
  await onMaintenanceDb(baseUrl, `create database ${name}`);
  return {
    url: withDatabase(baseUrl, name),
    drop: () => onMaintenanceDb(baseUrl, `drop database if exists ${name} with (force)`),
  };
}
