import { describe, expect, it } from 'vitest';
import type { Column } from './list-descriptor';
import { filterRows, sortRows, tableRows, type TableRow } from './table-rows';

const columns: Column[] = [
  { key: 'name', title: 'name', text: (r) => String(r.name), width: '1fr' },
  { key: 'count', title: 'competencies', text: (r) => String(r.count), width: '1fr', numeric: true },
];
const items = [
  { id: 1, name: 'sales', count: 10 },
  { id: 2, name: 'Engineering', count: 2 },
  { id: 3, name: 'Área 51', count: 2 },
  { id: 4, name: 'item 10', count: 0 },
  { id: 5, name: 'item 9', count: 1 },
];
const rows = tableRows(items, columns, {});
const names = (list: readonly TableRow[]) => list.map((r) => r.row.name);

describe('table rows', () => {
  it('sorts text ignoring case and accents, numbers in order, then by id', () => {
    expect(names(sortRows(rows, columns, { key: 'name', direction: 'asc' }))).toEqual(['Área 51', 'Engineering', 'item 9', 'item 10', 'sales']);
    expect(names(sortRows(rows, columns, { key: 'count', direction: 'desc' }))).toEqual(['sales', 'Engineering', 'Área 51', 'item 9', 'item 10']);
  });

  it('filters on every word in any column', () => {
    expect(names(filterRows(rows, 'ITEM 10'))).toEqual(['item 10']);
    expect(names(filterRows(rows, '  '))).toHaveLength(5);
    expect(names(filterRows(rows, 'nothing'))).toEqual([]);
  });

  it('handles 5,000 rows quickly enough to filter as one types', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, name: `Designation ${i}`, count: i % 7 }));
    const big = tableRows(many, columns, {});
    expect(filterRows(big, 'designation 4999')).toHaveLength(1);
    expect(sortRows(big, columns, { key: 'name', direction: 'desc' })[0]!.row.name).toBe('Designation 4999');
  });
});

it('keeps the order items were added in when sorted by id', () => {
  expect(names(sortRows(rows, columns, { key: 'id', direction: 'asc' }))).toEqual(items.map((i) => i.name));
});
