import { describe, expect, it } from 'vitest';
import type { HierarchyNode } from '../../../schemas/organization';
import { buildForest, fullName, isWithin, managersOf } from './org-forest';
import { namesFrom } from './org-names';
import { highlightParts, searchForest, searchWords } from './org-search';

const person = (id: number, parent_id: number | null, first_name: string, extra: Partial<HierarchyNode> = {}): HierarchyNode => ({
  id,
  parent_id,
  employee_id: id,
  user_id: id + 100,
  username: first_name.toLowerCase(),
  first_name,
  last_name: 'Doe',
  designation: null,
  department: null,
  group: null,
  email: `${first_name.toLowerCase()}@example.com`,
  emp_code: `E${id}`,
  contact_num: '',
  parent_username: null,
  ...extra,
});

// Ada ← Ben ← Cy, Ada ← Dee ← Eve; Fay's manager (99) is not in the data.
const nodes = [
  person(5, 4, 'Eve'),
  person(1, null, 'Ada'),
  person(2, 1, 'Ben'),
  person(3, 2, 'Cy'),
  person(4, 1, 'Dee', { designation: 7 }),
  person(6, 99, 'Fay'),
];
const names = namesFrom({ designation: [{ id: 7, name: 'Finance lead' }], department: [], group: [] });
const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);

describe('buildForest', () => {
  it('hangs every node under its manager, whatever the order of the data', () => {
    const forest = buildForest(nodes);
    expect(ids(forest.roots)).toEqual(['1', '6']);
    expect(ids(forest.get('1')!.children)).toEqual(['2', '4']);
    expect(ids(forest.get('4')!.children)).toEqual(['5']);
    expect(forest.get('5')!.parent?.id).toBe('4');
    expect(forest.get('3')!.name).toBe('Cy Doe');
  });

  it('treats a node whose manager is missing as a root and counts it', () => {
    const forest = buildForest(nodes);
    expect(forest.get('6')!.parent).toBeNull();
    expect(forest.detached).toBe(1);
  });

  it('breaks a loop the data should never hold instead of losing its people', () => {
    const forest = buildForest([person(1, 2, 'A'), person(2, 1, 'B'), person(3, 3, 'C')]);
    expect(forest.roots).toHaveLength(2);
    expect(forest.size).toBe(3);
    const reachable = forest.roots.flatMap((r) => [r.id, ...ids(r.children)]);
    expect(reachable.sort()).toEqual(['1', '2', '3']);
  });

  it('builds 100,000 nodes with a deep chain without recursion', () => {
    const chain = Array.from({ length: 100_000 }, (_, i) => person(i + 1, i === 0 ? null : i, `P${i}`));
    const forest = buildForest(chain);
    expect(forest.roots).toHaveLength(1);
    expect(managersOf(forest.get('100000')!)).toHaveLength(99_999);
  });

  it('finds people by id whether the ids are dense or far apart', () => {
    const sparse = buildForest([person(7, null, 'Ann'), person(9_000_000, 7, 'Bo'), person(42, 9_000_000, 'Cy')]);
    expect(sparse.get('42')!.parent?.name).toBe('Bo Doe');
    expect(ids(sparse.get('7')!.children)).toEqual(['9000000']);
    expect(sparse.get('8')).toBeUndefined();
    expect(sparse.get('not a number')).toBeUndefined();
    expect(buildForest([]).roots).toEqual([]);
  });

  it('knows who is within whose team', () => {
    const forest = buildForest(nodes);
    const [ada, ben, cy] = ['1', '2', '3'].map((id) => forest.get(id)!);
    expect(isWithin(cy!, ben!)).toBe(true);
    expect(isWithin(ben!, ben!)).toBe(true);
    expect(isWithin(ada!, ben!)).toBe(false);
    expect(fullName({ first_name: ' ', last_name: '', username: 'jdoe' })).toBe('jdoe');
  });
});

describe('searchForest', () => {
  it('keeps matches and the managers above them, in tree order, ancestors open', () => {
    const view = searchForest(buildForest(nodes), names, 'eve');
    expect(view).toMatchObject({ matches: 1, shown: 1, open: { 1: true, 4: true } });
    expect(ids(view.roots)).toEqual(['1']);
    expect(ids(view.roots[0]!.children)).toEqual(['4']);
    expect(ids(view.roots[0]!.children[0]!.children)).toEqual(['5']);
  });

  it('finds people by designation name and every word, and shows a match with its whole team, closed', () => {
    const view = searchForest(buildForest(nodes), names, 'FINANCE dee');
    expect(view.matches).toBe(1);
    const dee = view.roots[0]!.children[0]!;
    expect(ids(dee.children)).toEqual(['5']);
    expect(view.open[dee.id]).toBeUndefined();
  });

  it('counts every match but holds only as many as the cap', () => {
    const view = searchForest(buildForest(nodes), names, 'doe', 2);
    expect(view.matches).toBe(6);
    expect(view.shown).toBe(2);
  });

  it('leaves the forest itself untouched', () => {
    const forest = buildForest(nodes);
    searchForest(forest, names, 'cy');
    expect(ids(forest.get('1')!.children)).toEqual(['2', '4']);
  });
});

describe('highlightParts', () => {
  it('marks every place a word matched, any case', () => {
    expect(highlightParts('Anna Karenina', searchWords(' an  NA '))).toEqual([
      { text: 'Anna', match: true },
      { text: ' Kareni', match: false },
      { text: 'na', match: true },
    ]);
    expect(highlightParts('Bob', [])).toEqual([{ text: 'Bob', match: false }]);
  });
});
