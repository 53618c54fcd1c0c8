import type { AuditLogEntry } from '../../schemas/audit-log';
import { i18n } from '../i18n';

/** What an action says in words (common:audit.actions); an action the screen does not know yet shows as it is stored. */
export const actionLabel = (action: string): string => i18n.t(`audit.actions.${action.replace(/\./g, '_')}` as never, { defaultValue: action });

/** The screen's "What" filter: a kind of thing (entity) or a family of actions, as the API filters them. */
interface KindOption {
  value: string;
  label: string;
  filter: { entity?: string; action?: string };
}
const KINDS: readonly Omit<KindOption, 'label'>[] = [
  { value: 'entity:employee', filter: { entity: 'employee' } },
  { value: 'entity:user', filter: { entity: 'user' } },
  { value: 'entity:permissions', filter: { entity: 'permissions' } },
  { value: 'action:survey.raters', filter: { action: 'survey.raters' } },
  { value: 'entity:survey', filter: { entity: 'survey' } },
  { value: 'entity:report', filter: { entity: 'report' } },
  { value: 'entity:settings', filter: { entity: 'settings' } },
  { value: 'entity:master_item', filter: { entity: 'master_item' } },
  { value: 'entity:competency', filter: { entity: 'competency' } },
  { value: 'entity:statement', filter: { entity: 'statement' } },
  { value: 'entity:development_action', filter: { entity: 'development_action' } },
  { value: 'entity:library_action', filter: { entity: 'library_action' } },
];
/** The kinds with their words read when shown (common:audit.kinds), so they follow the reader's language. */
export const KIND_OPTIONS: readonly KindOption[] = KINDS.map(
  (kind) =>
    Object.defineProperty({ ...kind }, 'label', {
      get: () => i18n.t(`audit.kinds.${kind.value.replace(/[:.]/g, '_')}` as never),
      enumerable: true,
    }) as KindOption,
);

/** "Hana Admin <hana@example.com>" → its name and address; an address alone is both. */
export function actorParts(actor: string): { name: string; email: string } {
  const match = /^(.*) <([^<>]*)>$/.exec(actor.trim());
  if (!match) return { name: actor || i18n.t('audit.system'), email: '' };
  return { name: match[1]!.trim() || match[2]!, email: match[2]! };
}

/** A field's name in words (common:audit.fields), else the stored name capitalised. */
export const fieldLabel = (key: string): string =>
  i18n.t(`audit.fields.${key}` as never, { defaultValue: `${key.charAt(0).toUpperCase()}${key.slice(1).replace(/_/g, ' ')}` });

/** A value as a person reads it: nothing as a dash, yes/no, lists joined, anything deeper as compact JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18n.t('audit.yes') : i18n.t('audit.no');
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
const seatText = (s: Seat) => (s.ratee ? i18n.t('audit.seat', { ...s }) : i18n.t('audit.seatNoRatee', { ...s }));

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
      return { subject: null, lines: now.map((s, i) => ({ label: i18n.t('audit.rates', { ...s }), before: was[i]!.relationship, after: s.relationship })) };
    }
    return {
      subject: null,
      lines: [...was.map((s) => ({ label: seatText(s), mark: 'removed' as const })), ...now.map((s) => ({ label: seatText(s), mark: 'added' as const }))],
    };
  }
  const b = asObject(before);
  const a = asObject(after);
  if (!b && !a)
    return {
      subject: null,
      lines: before === null && after === null ? [] : [{ label: i18n.t('audit.value'), before: valueText(before), after: valueText(after) }],
    };
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
// English as en-GB writes it ("24 Nov 2026, 18:40"); another language as it writes it.
const moments = new Map<string, Intl.DateTimeFormat>();
export function momentText(iso: string): string {
  const language = i18n.language === 'en' ? 'en-GB' : i18n.language;
  let format = moments.get(language);
  if (!format)
    moments.set(
      language,
      (format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })),
    );
  return format.format(new Date(iso));
}
