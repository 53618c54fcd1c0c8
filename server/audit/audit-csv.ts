import { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { AuditLogEntry } from '../../schemas/audit-log';
import { formulaSafe } from '../sheets/write-sheet';

const AUDIT_CSV_COLUMNS = ['id', 'at', 'actor_user_id', 'actor', 'ip', 'action', 'entity', 'entity_id', 'survey_id', 'before', 'after'] as const;

const cell = (value: unknown) => formulaSafe(value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
const line = (cells: string[]) => `${Papa.unparse([cells], { newline: '\r\n' })}\r\n`;

/**
 * The entries as CSV, written as they are read: UTF-8 with a byte-order mark (Excel opens accents as written),
 * before and after as JSON, a cell that a spreadsheet would run as a formula behind an apostrophe.
 */
export function auditCsv(entries: AsyncIterable<AuditLogEntry>): Readable {
  return Readable.from(
    (async function* lines() {
      yield `\uFEFF${line([...AUDIT_CSV_COLUMNS])}`;
      for await (const entry of entries) yield line(AUDIT_CSV_COLUMNS.map((c) => cell(entry[c])));
    })(),
  );
}
