import { describe, expect, it } from 'vitest';
import { developmentActionList, levelText } from './development-action-list';
import { related } from './master.fixtures';

const optionsOf = (schema: { properties?: Record<string, unknown> }, field: string) =>
  ((schema.properties?.[field] as { oneOf?: Array<{ const: unknown; title: string }> }).oneOf ?? []).map((o) => o.title);

describe('the development action library form', () => {
  it('offers the competencies by title and the four levels, the level optional (any level)', () => {
    const { schema } = developmentActionList.form(related, {});
    expect(optionsOf(schema, 'competency')).toEqual(['Integrity', 'Customer focus', 'Developing others', 'Decision making', 'Problem solving']);
    expect(optionsOf(schema, 'level')).toEqual(['Basic', 'Intermediate', 'Advanced', 'Expert']);
    expect(schema.required).toEqual(['competency', 'title']);
  });

  it('names a level as every screen does, and null as any level', () => {
    expect(levelText('advance')).toBe('Advanced');
    expect(levelText(null)).toBe('Any level');
  });

  it('asks for a competency before an action can be added', () => {
    expect(developmentActionList.prerequisite!({ competencies: [] })).toMatch(/Add a competency first/);
    expect(developmentActionList.prerequisite!(related)).toBeNull();
  });
});
