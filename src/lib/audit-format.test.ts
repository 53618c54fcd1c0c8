import { describe, expect, it } from 'vitest';
import { actionLabel, actorParts, changeOf, fieldLabel, valueText } from './audit-format';

describe('audit log wording', () => {
  it('names actions in words, and an unknown one as stored', () => {
    expect(actionLabel('employee.move')).toBe('Moved in the tree');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('splits the actor label into name and address', () => {
    expect(actorParts('Hana Admin <hana@example.com>')).toEqual({ name: 'Hana Admin', email: 'hana@example.com' });
    expect(actorParts('hana@example.com')).toEqual({ name: 'hana@example.com', email: '' });
    expect(actorParts('')).toEqual({ name: 'The system', email: '' });
  });

  it('reads fields and values as a person would', () => {
    expect(fieldLabel('anonymity_threshold')).toBe('Anonymity threshold');
    expect(fieldLabel('emp_code')).toBe('Employee code');
    expect([valueText(null), valueText(true), valueText(['a', 'b']), valueText({ x: 1 })]).toEqual(['—', 'yes', 'a, b', '{"x":1}']);
  });

  it('shows only the fields that changed, the name they were about as the subject', () => {
    expect(changeOf({ before: { name: 'Pat Lee', last_name: 'Lee' }, after: { last_name: 'Leigh' } })).toEqual({
      subject: 'Pat Lee',
      lines: [{ label: 'Last name', before: 'Lee', after: 'Leigh' }],
    });
    expect(changeOf({ before: null, after: { imported: 2 } })).toEqual({ subject: null, lines: [{ label: 'Imported', after: '2' }] });
    expect(changeOf({ before: null, after: { id: 4, name: 'Dee', group: null, parent_id: 3, manager: 'Ben' } }).lines).toEqual([
      { label: 'Name', after: 'Dee' },
      { label: 'Manager', after: 'Ben' },
    ]);
    expect(changeOf({ before: { name: 'Pat', manager: null, parent_id: null }, after: { manager: 'Bea', parent_id: 2 } })).toEqual({
      subject: 'Pat',
      lines: [{ label: 'Manager', before: '—', after: 'Bea' }],
    });
    expect(changeOf({ before: { list: 'group', name: 'Night' }, after: null }).lines).toEqual([
      { label: 'List', before: 'group' },
      { label: 'Name', before: 'Night' },
    ]);
  });

  it('reads raters added, removed and moved as sentences', () => {
    const seat = (rater: string, relationship: string) => ({ ratee: 'Ana Lee', rater, relationship });
    expect(changeOf({ before: null, after: { raters: [seat('Ben Ng', 'peer')] } }).lines).toEqual([{ label: 'Ben Ng rates Ana Lee as peer', mark: 'added' }]);
    expect(changeOf({ before: { raters: [seat('Ben Ng', 'peer')] }, after: null }).lines).toEqual([{ label: 'Ben Ng rates Ana Lee as peer', mark: 'removed' }]);
    expect(changeOf({ before: { raters: [seat('Ben Ng', 'peer')] }, after: { raters: [seat('Ben Ng', 'other')] } }).lines).toEqual([
      { label: 'Ben Ng rates Ana Lee', before: 'peer', after: 'other' },
    ]);
  });
});
