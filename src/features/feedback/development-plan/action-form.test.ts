import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { DevelopmentActionInput, DevelopmentActionPatch } from '../../../../schemas/development-plan';
import { validator } from '../../../components/form';
import { actionFormSchema, formValuesOf, peopleFor, progressFormSchema, progressWriteOf, writeOf } from './action-form';
import { action, ana, competencies, lead } from './plan.fixtures';

const create = { kind: 'create', values: { title: 'Develop Coaching', competency: 11 } } as const;
const accepts = (schema: unknown, data: unknown) => validator.isValid(schema as RJSFSchema, data, schema as RJSFSchema);

describe('the development action form', () => {
  it('starts a new action owned by the ratee, planned, with a suggestion’s title and competency', () => {
    expect(formValuesOf(create, ana.id)).toEqual({ owner: ana.id, status: 'planned', title: 'Develop Coaching', competency: 11 });
  });

  it('starts an edit from the action, with its other owner and coach still offered', () => {
    const edited = action(2, 'Shadow a coach', { owner: lead, coach: lead, due_date: '2026-03-15', competency: { id: 11, title: 'Coaching' } });
    const dialog = { kind: 'edit', action: edited } as const;
    expect(formValuesOf(dialog, ana.id)).toEqual({
      title: 'Shadow a coach',
      status: 'planned',
      notes: undefined,
      due_date: '2026-03-15',
      competency: 11,
      owner: lead.id,
      coach: lead.id,
    });
    expect(peopleFor(dialog, ana, null)).toEqual({ owners: [ana, lead], coaches: [lead] });
    expect(peopleFor(create, ana, null)).toEqual({ owners: [ana], coaches: [] });
    expect(peopleFor(create, ana, { owners: [ana, lead], coaches: [lead] })).toEqual({ owners: [ana, lead], coaches: [lead] });
  });

  it('lets an owner or coach change only the status and notes', () => {
    const schema = progressFormSchema();
    expect(Object.keys(schema.properties!)).toEqual(['status', 'notes']);
    const write = progressWriteOf({ id: 4 }, { status: 'done' });
    expect(write).toEqual({ kind: 'update', id: 4, patch: { status: 'done', notes: '' } });
    expect(accepts(DevelopmentActionPatch, write.patch)).toBe(true);
  });

  it('sends empty choices as null and a body the server’s schema accepts, for create and update', () => {
    const values = { title: 'Read a book', status: 'planned' } as const;
    const made = writeOf(create, values, { survey: 1, ratee: ana.id });
    expect(made).toEqual({
      kind: 'create',
      input: { survey: 1, ratee: ana.id, title: 'Read a book', competency: null, owner: null, coach: null, due_date: null, status: 'planned', notes: '' },
    });
    expect(accepts(DevelopmentActionInput, made.kind === 'create' && made.input)).toBe(true);
    const changed = writeOf({ kind: 'edit', action: action(5, 'x') }, { ...values, due_date: '2026-05-01', owner: ana.id }, { survey: 1, ratee: ana.id });
    expect(changed).toMatchObject({ kind: 'update', id: 5, patch: { due_date: '2026-05-01', owner: ana.id, competency: null } });
    expect(accepts(DevelopmentActionPatch, changed.kind === 'update' && changed.patch)).toBe(true);
  });

  it('offers the survey’s competencies and the statuses by their labels; refuses a blank title like the server', () => {
    const schema = actionFormSchema({ competencies, owners: [ana], coaches: [lead] });
    expect((schema.properties!.competency as RJSFSchema).oneOf).toEqual(competencies.map((c) => ({ const: c.competency_id, title: c.title })));
    expect((schema.properties!.status as RJSFSchema).oneOf).toContainEqual({ const: 'in_progress', title: 'In progress' });
    expect(accepts(schema, { title: 'Go', status: 'done', competency: 12, owner: ana.id })).toBe(true);
    expect(accepts(schema, { title: '', status: 'done' })).toBe(false);
    expect(accepts(schema, { title: 'Go', status: 'done', competency: 99 })).toBe(false);
    expect(accepts(schema, { title: 'Go', status: 'done', coach: lead.id })).toBe(true);
    expect(accepts(schema, { title: 'Go', status: 'done', coach: ana.id })).toBe(false);
  });
});
