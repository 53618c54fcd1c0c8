import { describe, expect, it } from 'vitest';
import { AREA_COLUMNS } from './permissions-areas';
import { people } from './permissions.fixtures';
import { filterPeople, pendingValues, personName, shownValue, sortPeople, unchangedSince } from './permissions-rows';

const tom = people.find((p) => p.user_id === 2)!;

describe('permissions rows', () => {
  it('names the columns as the side menu does, then Coach', () => {
    expect(AREA_COLUMNS.map((c) => c.label)).toEqual(['Dashboard', 'Workforce', 'Organization', 'Surveys', 'Master data', 'Feedback', 'Coach']);
  });

  it('names a person, or gives the username when no name is known', () => {
    expect(personName(tom)).toBe('Tom Becker');
    expect(personName({ ...tom, first_name: '', last_name: '' })).toBe('tom');
  });

  it('sorts by name either way', () => {
    const names = sortPeople(people, 'asc').map(personName);
    expect(names[0]).toBe('Amara Okafor');
    expect(sortPeople(people, 'desc').map(personName)).toEqual([...names].reverse());
  });

  it('finds people by every word of the search, in name or email, in any case', () => {
    expect(filterPeople(people, 'TOM').map(personName)).toEqual(['Tom Becker']);
    expect(filterPeople(people, 'becker northwind').map(personName)).toEqual(['Tom Becker']);
    expect(filterPeople(people, 'grace.mensah@').map(personName)).toEqual(['Grace Mensah']);
    expect(filterPeople(people, '  ')).toHaveLength(people.length);
    expect(filterPeople(people, 'astronaut')).toEqual([]);
  });

  it('shows the latest change on its way, else the saved value', () => {
    const pending = pendingValues([
      { user_id: 2, area: 'survey', value: true },
      { user_id: 2, area: 'survey', value: false },
      { user_id: 2, area: 'master', value: true },
    ]);
    expect(shownValue(tom, 'survey', pending)).toBe(false);
    expect(shownValue(tom, 'master', pending)).toBe(true);
    expect(shownValue(tom, 'dashboard', pending)).toBe(true);
  });

  it('tells a record changed since it was shown by its role and switches, not by its name', () => {
    expect(unchangedSince(tom, { ...tom, first_name: 'Thomas' })).toBe(true);
    expect(unchangedSince(tom, { ...tom, permissions: { ...tom.permissions, survey: true } })).toBe(false);
    expect(unchangedSince(tom, { ...tom, role: 'admin' })).toBe(false);
  });
});
