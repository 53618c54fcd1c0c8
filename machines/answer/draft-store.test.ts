import { describe, expect, it } from 'vitest';
import { demoSheet } from './demo-sheet';
import { copyKey, resume, storageDraftStore } from './draft-store';
import { memoryStorage } from './fake-answer-server';

const answers = { values: { 101: 2 }, levels: {}, comments: {} };

describe('draft-store', () => {
  it('writes the copy stamped with the time, reads it back and clears it', () => {
    const storage = memoryStorage();
    const store = storageDraftStore(storage, () => new Date('2026-01-10T09:00:00Z'));
    store.write(31, { answers, submitKey: 'key-0123456789abcdef' });
    expect(storage.items.has(copyKey(31))).toBe(true);
    expect(store.read(31)).toEqual({ answers, submitKey: 'key-0123456789abcdef', savedAt: '2026-01-10T09:00:00.000Z' });
    expect(store.read(32)).toBeNull();
    store.clear(31);
    expect(store.read(31)).toBeNull();
  });

  it('ignores a damaged copy and survives a full storage', () => {
    const storage = memoryStorage();
    storage.setItem(copyKey(31), '{"answers":');
    storage.setItem(copyKey(32), JSON.stringify({ answers: { values: {} }, savedAt: 'x', submitKey: 'k' }));
    const store = storageDraftStore(storage);
    expect([store.read(31), store.read(32)]).toEqual([null, null]);
    const full = { ...storage, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(() => storageDraftStore(full).write(31, { answers, submitKey: 'k' })).not.toThrow();
  });

  it('resumes from whichever was saved later, keeping the server key first', () => {
    const sheet = demoSheet({ submit_key: null, answers: [{ statement: 101, value: 0 }], assignment: { ...demoSheet().assignment, draft_saved_at: '2026-01-10T09:00:00+00:00' } });
    const copy = (savedAt: string) => ({ answers, savedAt, submitKey: 'copy-key-0123456789' });
    expect(resume({ sheet, copy: copy('2026-01-10T09:00:01.000Z'), newKey: 'new' })).toEqual({ answers, submitKey: 'copy-key-0123456789', copyNewer: true });
    expect(resume({ sheet, copy: copy('2026-01-10T08:59:59.000Z'), newKey: 'new' }).answers.values).toEqual({ 101: 0 });
    expect(resume({ sheet, copy: null, newKey: 'new' })).toMatchObject({ submitKey: 'new', copyNewer: false });
    expect(resume({ sheet: { ...sheet, submit_key: 'server-key' }, copy: copy('2026-01-10T09:00:01Z'), newKey: 'new' }).submitKey).toBe('server-key');
  });
});
