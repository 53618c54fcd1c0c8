import type { AuditLogEntry } from '../../schemas/audit-log';

/** What each action says in words; an action the screen does not know yet shows as it is stored. */
const ACTIONS: Record<string, string> = {
  'employee.create': 'Employee added',
  'employee.update': 'Employee changed',
  'employee.move': 'Moved in the tree',
  'employee.bulk_delete': 'Employees deleted',
  'employee.import': 'Employees imported',
  'user.update': 'Account changed',
  'user.delete': 'Account deleted',
  'user.email.change': 'Sign-in address changed',
  'user.email.change.requested': 'Sign-in address change asked',
  'user.email.change.forced': 'Sign-in address changed by an admin',
  'user.two_factor.enable': 'Two-factor sign-in turned on',
  'user.two_factor.disable': 'Two-factor sign-in turned off',
  'user.two_factor.recovery_codes': 'Recovery codes renewed',
  'user.two_factor.recovery_code_used': 'Signed in with a recovery code',
  'permissions.change': 'Permissions changed',
  'survey.create': 'Survey created',
  'survey.update': 'Survey changed',
  'survey.close': 'Survey closed',
  'survey.delete': 'Survey deleted',
  'survey.raters.add': 'Raters added',
  'survey.raters.remove': 'Raters removed',
  'survey.raters.change': 'Raters’ relationship changed',
  'nomination.approve': 'Nominated raters approved',
  'report.release': 'Reports released',
  'report.withdraw': 'Reports withdrawn',
  'report.export': 'Report downloaded',
  'settings.audit_retention': 'Audit log retention changed',
  'settings.feedback': 'Feedback settings changed',
  'settings.require_two_factor': 'Two-factor requirement changed',
  'master_item.update': 'List item changed',
  'master_item.archive': 'List item archived',
  'master_item.restore': 'List item restored',
  'master_item.delete': 'List item deleted',
  'competency.update': 'Competency changed',
  'competency.archive': 'Competency archived',
  'competency.restore': 'Competency restored',
  'competency.delete': 'Competency deleted',
  'statement.update': 'Statement changed',
  'statement.archive': 'Statement archived',
  'statement.restore': 'Statement restored',
  'statement.delete': 'Statement deleted',
  'development_action.delete': 'Development action deleted',
};

export const actionLabel = (action: string) => ACTIONS[action] ?? action;

/** The screen's "What" filter: a kind of thing (entity) or a family of actions, as the API filters them. */
interface KindOption {
  value: string;
  label: string;
  filter: { entity?: string; action?: string };
}
export const KIND_OPTIONS: readonly KindOption[] = [
  { value: 'entity:employee', label: 'People and the tree', filter: { entity: 'employee' } },
  { value: 'entity:user', label: 'Accounts and sign-in addresses', filter: { entity: 'user' } },
  { value: 'entity:permissions', label: 'Permissions', filter: { entity: 'permissions' } },
  { value: 'action:survey.raters', label: 'Survey raters', filter: { action: 'survey.raters' } },
  { value: 'entity:survey', label: 'Surveys (dates, thresholds, raters)', filter: { entity: 'survey' } },
  { value: 'entity:report', label: 'Reports: releases and downloads', filter: { entity: 'report' } },
  { value: 'entity:settings', label: 'Settings', filter: { entity: 'settings' } },
  { value: 'entity:master_item', label: 'Master lists', filter: { entity: 'master_item' } },
  { value: 'entity:competency', label: 'Competencies', filter: { entity: 'competency' } },
  { value: 'entity:statement', label: 'Statements', filter: { entity: 'statement' } },
  { value: 'entity:development_action', label: 'Development actions', filter: { entity: 'development_action' } },
  { value: 'entity:library_action', label: 'Development action library', filter: { entity: 'library_action' } },
];

/** "Hana Admin <hana@example.com>" → its name and address; an address alone is both. */
export function actorParts(actor: string): { name: string; email: string } {
  const match = /^(.*) <([^<>]*)>$/.exec(actor.trim());
  if (!match) return { name: actor || 'The system', email: '' };
  return { name: match[1]!.trim() || match[2]!, email: match[2]! };
}

const FIELD_WORDS: Record<string, string> = {
  emp_code: 'Employee code',
  contact_num: 'Phone',
  parent_id: 'Manager id',
  defination: 'Definition',
  audit_retention_days: 'Keep entries (days)',
  start_date: 'Start date',
  end_date: 'End date',
  is_draft: 'Draft',
};
export const fieldLabel = (key: string) => FIELD_WORDS[key] ?? `${key.charAt(0).toUpperCase()}${key.slice(1).replace(/_/g, ' ')}`;

/** A value as a person reads it: nothing as a dash, yes/no, lists joined, anything deeper as compact JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ');
  return JSON.stringify(value);
}

interface Seat {
  ratee: string;
  rater: string;
  relationship: string;
}
const isSeats = (v: unknown): v is { raters: Seat[] } =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as { raters?: unknown }).raters) &&
  (v as { raters: unknown[] }).raters.every((r) => typeof r === 'object' && r !== null && 'rater' in r);
const seatText = (s: Seat) => (s.ratee ? `${s.rater} rates ${s.ratee} as ${s.relationship}` : `${s.rater} as ${s.relationship}`);

/**
 * One line of a change: a field with what it was and what it became (`before`/`after` absent when there was none), or
 * a rater added or removed (`mark`).
 */
export interface ChangeLine {
  label: string;
  before?: string;
  after?: string;
  mark?: 'added' | 'removed';
}

// Ids a name beside them already says (the manager's name for parent_id), or that the entry itself carries.
const HIDDEN = new Set(['id', 'parent_id']);

const asObject = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * What an entry changed, line by line. Raters read as sentences; a field in `before` only, beside an `after`, is
 * who or what the change was about (the employee's name), not a change: it becomes the subject.
 */
export function changeOf(entry: Pick<AuditLogEntry, 'before' | 'after'>): { subject: string | null; lines: ChangeLine[] } {
  const { before, after } = entry;
  if (isSeats(before) || isSeats(after)) {
    const was = isSeats(before) ? before.raters : [];
    const now = isSeats(after) ? after.raters : [];
    if (was.length && now.length && was.length === now.length) {
      return { subject: null, lines: now.map((s, i) => ({ label: `${s.rater} rates ${s.ratee}`, before: was[i]!.relationship, after: s.relationship })) };
    }
    return {
      subject: null,
      lines: [...was.map((s) => ({ label: seatText(s), mark: 'removed' as const })), ...now.map((s) => ({ label: seatText(s), mark: 'added' as const }))],
    };
  }
  const b = asObject(before);
  const a = asObject(after);
  if (!b && !a)
    return { subject: null, lines: before === null && after === null ? [] : [{ label: 'Value', before: valueText(before), after: valueText(after) }] };
  let subject: string | null = null;
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  const lines: ChangeLine[] = [];
  for (const key of keys) {
    if (HIDDEN.has(key)) continue;
    // A creation or a deletion lists what the thing had, not every field it could have had.
    if (!(b && a) && valueText((a ?? b)![key]) === '—') continue;
    const inBefore = b !== null && key in b;
    const inAfter = a !== null && key in a;
    if (b && a && inBefore && !inAfter) {
      if (key === 'name' && typeof b.name === 'string') subject = b.name;
      else lines.push({ label: fieldLabel(key), before: valueText(b[key]) });
      continue;
    }
    lines.push({ label: fieldLabel(key), ...(inBefore && { before: valueText(b![key]) }), ...(inAfter && { after: valueText(a![key]) }) });
  }
  return { subject, lines };
}

// Moments carry their zone: shown in the reader's own time, with the year (a log reaches back years).
const moment = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
export const momentText = (iso: string) => moment.format(new Date(iso));
