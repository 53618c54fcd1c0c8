/** Only what changed between two flat records, as the audit log keeps it: null when nothing did. */
export function changedFields<T extends object>(before: T, after: T, keys?: ReadonlyArray<keyof T>): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of keys ?? (Object.keys(after) as Array<keyof T>)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}
