import { expect } from 'vitest';
import type { AuditLogEntry } from '../../../schemas/audit-log';
import type { Session } from './accounts';
import { send } from './employees';
import type { TestApp } from './test-app';

/** The company's audit log as its admin reads it (the first page, newest first), filtered by the query given. */
export async function auditLog(t: TestApp, admin: Session, query = ''): Promise<AuditLogEntry[]> {
  const res = await send(t, admin, 'GET', `/api/audit-log/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: AuditLogEntry[] }).results;
}

/** The newest entry of an action, which must exist, after the requests made so far. */
export async function lastEntry(t: TestApp, admin: Session, action: string): Promise<AuditLogEntry> {
  const [entry] = await auditLog(t, admin, `?action=${action}&limit=1`);
  expect(entry, `no ${action} entry`).toBeDefined();
  return entry!;
}
