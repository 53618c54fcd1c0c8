import { describe, expect, it } from 'vitest';
import { duplicateOf } from './duplicate-check';

const names = { fields: ['name'], field: 'name', message: () => 'exists' };
const triple = { fields: ['type', 'title', 'defination'], field: 'title', message: () => 'exists' };
const items = [
  { id: 1, name: 'Sales' },
  { id: 2, name: 'Field Engineering' },
];

describe('duplicateOf', () => {
  it('finds a name in any case with spaces around', () => {
    expect(duplicateOf(items, { name: '  SALES ' }, names)?.id).toBe(1);
    expect(duplicateOf(items, { name: 'field engineering' }, names)?.id).toBe(2);
    expect(duplicateOf(items, { name: 'Sales team' }, names)).toBeUndefined();
  });

  it('ignores the item being edited and incomplete values', () => {
    expect(duplicateOf(items, { name: 'sales' }, names, 1)).toBeUndefined();
    expect(duplicateOf(items, {}, names)).toBeUndefined();
  });

  it('needs every field of the rule to match', () => {
    const competencies = [{ id: 5, type: 1, title: 'Integrity', defination: 'Acts honestly.' }];
    expect(duplicateOf(competencies, { type: 1, title: 'integrity ', defination: 'ACTS HONESTLY.' }, triple)?.id).toBe(5);
    expect(duplicateOf(competencies, { type: 2, title: 'Integrity', defination: 'Acts honestly.' }, triple)).toBeUndefined();
    expect(duplicateOf(competencies, { type: 1, title: 'Integrity', defination: 'Something else.' }, triple)).toBeUndefined();
  });
});
