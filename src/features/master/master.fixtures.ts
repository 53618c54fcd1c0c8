import { fromPromise } from 'xstate';
import type { Failure } from '../../../machines/failure';
import { resourceMachine, type ResourceContext, type ResourceRow, type ResourceStatus, type ResourceWrite } from '../../../machines/resource.machine';
import { fakeFlow, flowState, never } from '../../testing/app-fakes.fixtures';
import type { Related } from './list-descriptor';
import { relatedMachine } from './resource-flows';

/** Demo data and an in-memory server for the master stories: no network anywhere. */

const named = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));

export const designations = named('Sales manager', 'Account executive', 'Software engineer', 'HR business partner', 'Finance analyst', 'Team lead');
export const companyTypes = named('Private limited', 'Public limited', 'Partnership', 'Non-profit', 'Government', 'Sole proprietorship');
export const competencyTypes = named('Core', 'Leadership', 'Functional');

export const competencies: ResourceRow[] = [
  { id: 11, type: 1, title: 'Integrity', defination: 'Acts honestly and ethically, keeps commitments and earns the trust of others.' },
  { id: 12, type: 1, title: 'Customer focus', defination: 'Understands what customers need and shapes their work to deliver real value.' },
  { id: 13, type: 2, title: 'Developing others', defination: 'Helps people grow through honest feedback, stretching assignments and support.' },
  { id: 14, type: 2, title: 'Decision making', defination: 'Makes timely, well-reasoned decisions and stands by them.' },
  { id: 15, type: 3, title: 'Problem solving', defination: 'Analyses problems to their root cause and puts practical solutions in place.' },
];

export const statements: ResourceRow[] = [
  { id: 21, type: 1, competency_title: 11, statement: 'Does what they say they will do.' },
  { id: 22, type: 1, competency_title: 11, statement: 'Admits their own mistakes openly.' },
  { id: 23, type: 1, competency_title: 11, statement: 'Treats confidential information with discretion.' },
  { id: 24, type: 2, competency_title: 13, statement: 'Gives specific, timely feedback on performance.' },
  { id: 25, type: 3, competency_title: 15, statement: 'Looks for the root cause rather than treating symptoms.' },
];

/** The development action library (issue 40): a level, or any level (null). */
export const libraryActions: ResourceRow[] = [
  {
    id: 31,
    competency: 11,
    level: null,
    title: 'Keep a commitments log for a month',
    description: 'Review it weekly; close or renegotiate each promise openly.',
  },
  {
    id: 32,
    competency: 13,
    level: 'intermediate',
    title: 'Delegate a task you enjoy doing yourself',
    description: 'Coach rather than correct; let them present the result.',
  },
  { id: 33, competency: 15, level: 'basic', title: 'Use the five whys on a recurring problem', description: 'Ask why until you reach a cause you can act on.' },
];

export const related: Related = { 'competency-types': competencyTypes, competencies, statements };

/** 5,000 designations: the list must stay smooth at this size. */
export const manyDesignations = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, name: `Designation ${String(i + 1).padStart(4, '0')}` }));

interface FakeServer {
  rows: ResourceRow[];
  /** The first write answers this failure (then writes succeed). */
  failWrite?: Failure;
  loadError?: Failure;
  /** The list never arrives: the loading look. */
  loading?: boolean;
}

/** A resource machine over a list kept in memory, answering as the API would. */
export function fakeResource({ rows: initial, failWrite, loadError, loading }: FakeServer) {
  let rows = [...initial];
  let failure = failWrite;
  let nextId = 1000;
  const fail = () => {
    const error = failure;
    failure = undefined;
    if (error) throw error;
  };
  return resourceMachine.provide({
    actors: {
      fetchList: fromPromise(async () => {
        if (loadError) throw loadError;
        return loading ? never<ResourceRow[]>() : rows;
      }),
      createItem: fromPromise(async ({ input }: { input: ResourceWrite }) => {
        fail();
        const row = { id: (nextId += 1), ...(input as { values: object }).values };
        rows = [...rows, row];
        return row;
      }),
      updateItem: fromPromise(async ({ input }: { input: ResourceWrite }) => {
        fail();
        const { id, values } = input as { id: number; values: object };
        rows = rows.map((r) => (r.id === id ? { id, ...values } : r));
        return rows.find((r) => r.id === id)!;
      }),
      deleteItem: fromPromise(async ({ input }: { input: ResourceWrite }) => {
        fail();
        rows = rows.filter((r) => r.id !== (input as { id: number }).id);
        return undefined as unknown;
      }),
      archiveItem: fromPromise(async ({ input }: { input: ResourceWrite }) => {
        fail();
        const { id, archived } = input as { id: number; archived: boolean };
        rows = rows.map((r) => (r.id === id ? { ...r, archived_at: archived ? '2026-11-25T10:00:00Z' : null } : r));
        return rows.find((r) => r.id === id)!;
      }),
    },
  });
}

/** A resource started in a given state, for the story of that state. */
export function resourceState(value: ResourceStatus, context: Partial<ResourceContext>) {
  return resourceMachine.resolveState({ value, context: { items: [], error: null, write: null, opening: null, ...context } });
}

export const relatedFlows = (data: Related = related) => ({
  related: fakeFlow(relatedMachine, async () => data),
  relatedSnapshot: flowState(relatedMachine, 'success', { input: Object.keys(data), output: data }),
});
