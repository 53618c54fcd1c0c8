import { fromPromise } from 'xstate';
import type { Failure } from '../../../machines/failure';
import {
  organizationMachine,
  withMove,
  type Move,
  type NameLists,
  type OrganizationContext,
  type OrganizationData,
} from '../../../machines/organization.machine';
import { personDetailsMachine } from '../../../machines/person-details.machine';
import type { HierarchyNode } from '../../../schemas/organization';
import { never } from '../../testing/app-fakes.fixtures';

/** Demo data and an in-memory server for the organization stories: no network anywhere. */

const named = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));

const orgLists: NameLists = {
  designation: named(
    'Chief executive',
    'Chief technology officer',
    'Chief financial officer',
    'Head of people',
    'Engineering manager',
    'Software engineer',
    'Financial analyst',
    'HR business partner',
    'Sales director',
    'Account executive',
  ),
  department: named('Leadership', 'Engineering', 'Finance', 'People', 'Sales'),
  group: named('Head office', 'Remote'),
};

// id, manager, first name, last name, designation, department
const PEOPLE: [number, number | null, string, string, number, number][] = [
  [1, null, 'Maria', 'Lopez', 1, 1],
  [2, 1, 'Daniel', 'Okafor', 2, 2],
  [3, 1, 'Sofia', 'Rossi', 3, 3],
  [4, 1, 'Hannah', 'Weber', 4, 4],
  [5, 1, 'Liam', 'Chen', 9, 5],
  [6, 2, 'Priya', 'Nair', 5, 2],
  [7, 2, 'Tomás', 'García', 5, 2],
  [8, 6, 'Aiko', 'Tanaka', 6, 2],
  [9, 6, 'Ben', 'Carter', 6, 2],
  [10, 6, 'Chloé', 'Martin', 6, 2],
  [11, 7, 'Omar', 'Haddad', 6, 2],
  [12, 7, 'Grace', 'Kim', 6, 2],
  [13, 3, 'Lucas', 'Silva', 7, 3],
  [14, 3, 'Emma', 'Novak', 7, 3],
  [15, 4, 'Noah', 'Fischer', 8, 4],
  [16, 5, 'Ava', 'Johansson', 10, 5],
  [17, 5, 'Mateo', 'Rossi', 10, 5],
  [18, 5, 'Zara', 'Ahmed', 10, 5],
];

const login = (first: string, last: string) =>
  `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');

const orgNodes: HierarchyNode[] = PEOPLE.map(([id, parent, first, last, designation, department]) => ({
  id,
  parent_id: parent,
  employee_id: id,
  user_id: 100 + id,
  username: login(first, last),
  first_name: first,
  last_name: last,
  designation,
  department,
  group: id % 4 === 0 ? 2 : 1,
  email: `${login(first, last)}@northwind.example`,
  emp_code: `NW-${String(id).padStart(4, '0')}`,
  contact_num: `44207946${String(id).padStart(4, '0')}`,
  parent_username: null,
})).map((n, _, all) => ({ ...n, parent_username: all.find((m) => m.id === n.parent_id)?.username ?? null }));

/** A company of `size` people, eight reports per manager: virtualisation at scale. */
export function bigOrganization(size: number): HierarchyNode[] {
  return Array.from({ length: size }, (_, i) => ({
    ...orgNodes[i % orgNodes.length]!,
    id: i + 1,
    employee_id: i + 1,
    user_id: 10_000 + i,
    parent_id: i === 0 ? null : Math.floor((i - 1) / 8) + 1,
    username: `person${i + 1}`,
    first_name: 'Person',
    last_name: String(i + 1),
    email: `person${i + 1}@northwind.example`,
    emp_code: `NW-${i + 1}`,
    parent_username: null,
  }));
}

interface FakeServer {
  nodes?: HierarchyNode[];
  lists?: NameLists | null;
  loadError?: Failure;
  /** The hierarchy never arrives: the pending look. */
  loading?: boolean;
  /** Every move answers this failure. */
  refuse?: Failure;
  /** Moves never finish: the saving look. */
  saving?: boolean;
}

/** The organization machine over a company kept in memory, answering as the API would. */
export function fakeOrganization({ nodes = orgNodes, lists = orgLists, loadError, loading, refuse, saving }: FakeServer = {}) {
  let saved = nodes;
  return organizationMachine.provide({
    actors: {
      loadOrganization: fromPromise(async (): Promise<OrganizationData> => {
        if (loadError) throw loadError;
        return loading ? never<OrganizationData>() : { nodes: saved, lists };
      }),
      saveMove: fromPromise(async ({ input }: { input: Move }): Promise<unknown> => {
        if (refuse) throw refuse;
        if (saving) return never();
        saved = withMove(saved, input);
        return saved.find((n) => n.id === input.id);
      }),
    },
  });
}

/** The selected person's details, from the same people; or a failure for every read; or never. */
export function fakePersonDetails({ nodes = orgNodes, failure, loading }: { nodes?: readonly HierarchyNode[]; failure?: Failure; loading?: boolean } = {}) {
  return personDetailsMachine.provide({
    actors: {
      loadPerson: fromPromise(async ({ input }: { input: number }): Promise<HierarchyNode> => {
        if (loading) return never<HierarchyNode>();
        const person = nodes.find((n) => n.id === input);
        if (failure || !person) throw failure ?? new Error(`no person ${input}`);
        return person;
      }),
    },
  });
}

/** The machine started in a given state, for the story of that state. */
export function organizationState(
  value: 'loading' | 'failed' | { ready: 'idle' | 'saving' | 'saved' | 'moveFailed' },
  context: Partial<OrganizationContext> = {},
) {
  return organizationMachine.resolveState({ value, context: { nodes: orgNodes, lists: orgLists, error: null, move: null, ...context } });
}
