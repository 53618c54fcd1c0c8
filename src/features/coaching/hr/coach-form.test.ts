import { describe, expect, it } from 'vitest';
import { coachBody, coachFormSchema, coachValues } from './coach-form';
import { coaches, competencies, employees } from './hr-coaching-fakes.fixtures';

describe('coach form', () => {
  it('asks an internal coach for an employee, an outside coach for name and address', () => {
    const named = (code: string) => code;
    expect(coachFormSchema('internal', { competencies, employees }, null, named).required).toContain('employee');
    const outside = coachFormSchema('outside', { competencies, employees }, null, named);
    expect(outside.required).toEqual(expect.arrayContaining(['name', 'email']));
    expect(Object.keys(outside.properties!)).not.toContain('employee');
  });

  it('sends employee null and the kind’s own fields only', () => {
    const values = coachValues(coaches[1]!);
    expect(coachBody('outside', values)).toMatchObject({
      employee: null,
      name: 'Maria Lindqvist',
      organisation: 'Northlight Coaching',
      competencies: [2, 3, 5],
    });
    expect(coachBody('internal', coachValues(coaches[0]!))).toEqual({ employee: 2, competencies: [1, 4], languages: ['en', 'fr'], capacity: 3, active: true });
  });
});
