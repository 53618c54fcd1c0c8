import type { PermissionToggle } from '../../../machines/permissions.machine';
import { SWITCHES, type PermissionRecord, type Switch as Area } from '../../../schemas/permissions';

/** "Tom Becker"; the username when no name is known. */
export function personName(record: Pick<PermissionRecord, 'first_name' | 'last_name' | 'username'>): string {
  return `${record.first_name} ${record.last_name}`.trim() || record.username;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** People by name (then email), A to Z or Z to A. */
export function sortPeople(records: readonly PermissionRecord[], direction: 'asc' | 'desc'): PermissionRecord[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => sign * (collator.compare(personName(a), personName(b)) || collator.compare(a.email, b.email)));
}

/** Those whose name, username or email contains every word of the search, in any case. */
export function filterPeople(records: readonly PermissionRecord[], search: string): readonly PermissionRecord[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return records;
  return records.filter((r) => {
    const text = `${personName(r)} ${r.username} ${r.email}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export type PendingValues = ReadonlyMap<string, boolean>;
const key = (userId: number, area: Area) => `${userId}:${area}`;

/** The values of changes not saved yet, the last flip of each switch winning. */
export function pendingValues(pending: readonly PermissionToggle[]): PendingValues {
  return new Map(pending.map((c) => [key(c.user_id, c.area), c.value]));
}

/** What a switch shows: the change on its way, else the saved value. */
export function shownValue(record: PermissionRecord, area: Area, pending: PendingValues): boolean {
  return pending.get(key(record.user_id, area)) ?? record.permissions[area];
}

export const isPending = (record: PermissionRecord, area: Area, pending: PendingValues) => pending.has(key(record.user_id, area));

/** Whether a person's role and switches read now are still those the screen showed (names may change freely). */
export const unchangedSince = (seen: PermissionRecord, now: PermissionRecord): boolean =>
  seen.role === now.role && SWITCHES.every((area) => seen.permissions[area] === now.permissions[area]);
