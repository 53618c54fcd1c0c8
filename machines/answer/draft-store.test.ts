import { describe, expect, it } from 'vitest';
import { demoSheet } from './demo-sheet.fixtures';
import { copyKey, resume, storageDraftStore } from './draft-store';
import { memoryStorage } from './answer-fakes.fixtures';

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

  it('keeps a not-observed answer (null) through the copy and back into the sheet', () => {
    const storage = memoryStorage();
    const store = storageDraftStore(storage, () => new Date('2026-01-10T09:00:00Z'));
    const withNull = { values: { 101: null, 102: 3 }, levels: {}, comments: {} };
    store.write(31, { answers: withNull, submitKey: 'key-0123456789abcdef' });
    const copy = store.read(31)!;
    expect(copy.answers.values).toEqual({ 101: null, 102: 3 });
    expect(resume({ sheet: demoSheet(), copy, newKey: 'new' }).answers.values).toEqual({ 101: null, 102: 3 });
    // And from the server's draft.
    const draft = demoSheet({ answers: [{ statement: 201, value: null }], assignment: { ...demoSheet().assignment, draft_saved_at: '2026-01-10T10:00:00Z' } });
    expect(resume({ sheet: draft, copy, newKey: 'new' }).answers.values).toEqual({ 201: null });
  });

  it('ignores a damaged copy and survives a full storage', () => {
    const storage = memoryStorage();
    storage.setItem(copyKey(31), '{"answers":');
    storage.setItem(copyKey(32), JSON.stringify({ answers: { values: {} }, savedAt: 'x', submitKey: 'k' }));
    const store = storageDraftStore(storage);
    expect([store.read(31), store.read(32)]).toEqual([null, null]);
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => storageDraftStore(full).write(31, { answers, submitKey: 'k' })).not.toThrow();
  });

  it('resumes from whichever was saved later, keeping the server key first', () => {
    const sheet = demoSheet({
      submit_key: null,
      answers: [{ statement: 101, value: 0 }],
      assignment: { ...demoSheet().assignment, draft_saved_at: '2026-01-10T09:00:00+00:00' },
    });
    const copy = (savedAt: string) => ({ answers, savedAt, submitKey: 'copy-key-0123456789' });
    expect(resume({ sheet, copy: copy('2026-01-10T09:00:01.000Z'), newKey: 'new' })).toEqual({ answers, submitKey: 'copy-key-0123456789', copyNewer: true });
    expect(resume({ sheet, copy: copy('2026-01-10T08:59:59.000Z'), newKey: 'new' }).answers.values).toEqual({ 101: 0 });
    expect(resume({ sheet, copy: null, newKey: 'new' })).toMatchObject({ submitKey: 'new', copyNewer: false });
    expect(resume({ sheet: { ...sheet, submit_key: 'server-key' }, copy: copy('2026-01-10T09:00:01Z'), newKey: 'new' }).submitKey).toBe('server-key');
  });
});
