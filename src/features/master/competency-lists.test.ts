import { describe, expect, it } from 'vitest';
import { competencyList, competencyTypeList, statementList } from './competency-lists';
import { related } from './master.fixtures';

const optionsOf = (schema: { properties?: Record<string, unknown> }, field: string) =>
  ((schema.properties?.[field] as { oneOf?: Array<{ const: number; title: string }> }).oneOf ?? []).map((o) => o.title);

describe('the competency forms', () => {
  it('offers the competency types by name', () => {
    const { schema } = competencyList.form(related, {});
    expect(optionsOf(schema, 'type')).toEqual(['Core', 'Leadership', 'Functional']);
  });

  it('offers a statement only the competencies of the chosen type', () => {
    const none = statementList.form(related, {});
    expect(none.uiSchema.competency_title).toMatchObject({ 'ui:disabled': true, 'ui:help': 'Choose the type first.' });
    const leadership = statementList.form(related, { type: 2 });
    expect(optionsOf(leadership.schema, 'competency_title')).toEqual(['Developing others', 'Decision making']);
    expect(leadership.uiSchema.competency_title).not.toHaveProperty('ui:disabled');
  });

  it('forgets a competency that is not of the newly chosen type', () => {
    expect(statementList.adjust!({ type: 2, competency_title: 11, statement: 'x' }, related)).toEqual({ type: 2, competency_title: undefined, statement: 'x' });
    expect(statementList.adjust!({ type: 1, competency_title: 11 }, related)).toEqual({ type: 1, competency_title: 11 });
  });

  it('says what a delete takes with it, and when it cannot be done', () => {
    expect(competencyList.deleteConsequence!({ id: 11 }, related)).toEqual({ message: 'Its 3 behavioural statements will be deleted with it.' });
    expect(competencyList.deleteConsequence!({ id: 12 }, related)).toBeNull();
    expect(competencyTypeList.deleteConsequence!({ id: 1 }, related)).toMatchObject({ blocks: true });
  });

  it('asks for types before a competency can be added', () => {
    expect(competencyList.prerequisite!({ 'competency-types': [] })).toMatch(/Add a competency type first/);
    expect(statementList.prerequisite!(related)).toBeNull();
  });
});
