import { fromPromise } from 'xstate';
import { employeeImportMachine, uploadActor, type EmployeeImportContext, type EmployeeImportStatus } from '../../../machines/employee-import.machine';
import type { Failure } from '../../../machines/failure';
import type { ResourceContext, ResourceStatus, ResourceWrite } from '../../../machines/resource.machine';
import type { Employee, EmployeeImportResult } from '../../../schemas/employee';
import { fakeFlow, flowState, never } from '../../testing/app-fakes.fixtures';
import { employeeListMachine, inviteMachine, workforceChoicesMachine, type WorkforceChoices } from './workforce-flows';

/** Demo data and an in-memory server for the workforce stories: no network anywhere. */

const named = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
export const choices: WorkforceChoices = {
  designations: named('Chief executive', 'HR business partner', 'Sales manager', 'Account executive', 'Engineering manager', 'Software engineer'),
  departments: named('Leadership', 'People', 'Sales', 'Engineering'),
  groups: named('Graduate programme', 'Leadership pipeline'),
};

type Person = [first: string, last: string, designation: number, department: number, group: number | null, manager: number | null, status?: Employee['status']];
const PEOPLE: Person[] = [
  ['Priya', 'Raman', 1, 1, 2, null],
  ['Grace', 'Okafor', 2, 2, 2, 1],
  ['Daniel', 'Weiss', 3, 3, null, 1],
  ['Aiko', 'Tanaka', 5, 4, 2, 1],
  ['Tom', 'Becker', 4, 3, null, 3],
  ['Lucía', 'Fernández', 4, 3, 1, 3, 'invited'],
  ['Omar', 'Haddad', 6, 4, null, 4],
  ['Mei', 'Chen', 6, 4, 1, 4, 'invited'],
  ['Sam', 'Patel', 6, 4, null, 4],
  ['Ines', 'Duarte', 4, 3, null, 3, 'not_invited'],
];

const person = (id: number, [first, last, designation, department, group, manager, status = 'active']: Person): Employee => {
  const handle = `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  return {
    id,
    user_id: id,
    username: handle,
    email: `${handle}@northwind.example`,
    emp_code: `E-${String(1000 + id)}`,
    first_name: first,
    last_name: last,
    designation,
    department,
    group,
    contact_num: id % 3 ? `44207946${String(id).padStart(2, '0')}` : '',
    parent_id: manager,
    status,
    // Two invited people were mailed last week; Ines was added without an invitation.
    invited_at: status === 'not_invited' ? null : status === 'active' ? '2026-01-05T09:00:00.000Z' : '2026-01-12T09:30:00.000Z',
  };
};

/** Ten people of Northwind Traders; Priya Raman (the signed-in admin, user 1) at the top. */
export const employees: Employee[] = PEOPLE.map((p, i) => person(i + 1, p));
export const byName = (first: string) => employees.find((e) => e.first_name === first)!;

/** A large company: managers in a tree, every tenth person still invited. */
export function manyEmployees(count: number): Employee[] {
  const firsts = ['Asha', 'Ben', 'Chloé', 'Dev', 'Elif', 'Femi', 'Gabi', 'Hana', 'Ivan', 'Jon'];
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    user_id: i + 1,
    username: `user${i + 1}`,
    email: `user${i + 1}@northwind.example`,
    emp_code: `E-${String(i + 1).padStart(6, '0')}`,
    first_name: firsts[i % 10]!,
    last_name: `Person ${i + 1}`,
    designation: (i % 6) + 1,
    department: (i % 4) + 1,
    group: i % 5 ? null : 1,
    contact_num: '',
    parent_id: i === 0 ? null : Math.floor(i / 8) + 1,
    status: i % 10 ? 'active' : 'invited',
    invited_at: '2026-01-12T09:30:00.000Z',
  }));
}

interface FakeServer {
  rows: Employee[];
  /** The first write answers this failure (then writes succeed). */
  failWrite?: Failure;
  loadError?: Failure;
  /** The list never arrives: the loading look. */
  loading?: boolean;
}

/** The employee calls over a list kept in memory, answering as the API would (a delete moves reports up). */
export function fakeEmployees({ rows: initial, failWrite, loadError, loading, store = { rows: [...initial] } }: FakeServer & { store?: { rows: Employee[] } }) {
  let failure = failWrite;
  let nextId = 100;
  const fail = () => {
    const error = failure;
    failure = undefined;
    if (error) throw error;
  };
  return employeeListMachine.provide({
    actors: {
      fetchList: fromPromise(async () => {
        if (loadError) throw loadError;
        return loading ? never<Employee[]>() : store.rows;
      }),
      createItem: fromPromise(async ({ input }: { input: ResourceWrite }) => {
        fail();
        nextId += 1;
        const { send_invitation: mailed, ...values } = (input as { values: { send_invitation?: boolean } }).values;
        const made = {
          id: nextId,
          user_id: nextId,
          group: null,
          designation: null,
          department: null,
          parent_id: null,
          contact_num: '',
          status: mailed ? ('invited' as const) : ('not_invited' as const),
          invited_at: mailed ? new Date().toISOString() : null,
          ...values,
        } as Employee;
        store.rows = [...store.rows, made];
        return made;
      }),
      updateItem: fromPromise(async ({ input }: { input: ResourceWrite }) => {
        fail();
        const { id, values } = input as { id: number; values: object };
        store.rows = store.rows.map((r) => (r.id === id ? { ...r, ...values } : r));
        return store.rows.find((r) => r.id === id)!;
      }),
      deleteItem: fromPromise(async ({ input }: { input: ResourceWrite }) => {
        fail();
        const gone = store.rows.find((r) => r.id === (input as { id: number }).id)!;
        store.rows = store.rows.filter((r) => r !== gone).map((r) => (r.parent_id === gone.id ? { ...r, parent_id: gone.parent_id } : r));
        return undefined as unknown;
      }),
    },
  });
}

/** The employee list started in a given state, for the story of that state. */
export function employeesState(value: ResourceStatus, context: Partial<ResourceContext<Employee>>) {
  return employeeListMachine.resolveState({ value, context: { items: [], error: null, write: null, opening: null, ...context } });
}

export const choiceFlows = (data: WorkforceChoices = choices) => ({
  choices: fakeFlow(workforceChoicesMachine, async () => data),
  choicesSnapshot: flowState(workforceChoicesMachine, 'success', { output: data }),
});

/** An upload that sends `steps` of progress 150 ms apart, then answers after the server's "work". */
export function fakeImport(answer: () => Promise<EmployeeImportResult>, steps = [20, 45, 70, 100]) {
  return employeeImportMachine.provide({
    actors: {
      upload: uploadActor(async (_file, { onProgress, onSent }) => {
        for (const p of steps) {
          await new Promise((r) => setTimeout(r, 150));
          onProgress(p, 100);
        }
        onSent();
        await new Promise((r) => setTimeout(r, 400));
        return answer();
      }),
    },
  });
}

/** An upload that never moves: the state stories stay where they start. */
export const stillImport = employeeImportMachine.provide({ actors: { upload: uploadActor(() => never()) } });

const STATE_VALUES = {
  idle: 'idle',
  uploading: { importing: 'uploading' },
  processing: { importing: 'processing' },
  success: 'success',
  import_fail: 'import_fail',
} as const;

export function importState(status: EmployeeImportStatus, context: Partial<EmployeeImportContext> = {}) {
  return stillImport.resolveState({ value: STATE_VALUES[status], context: { file: null, progress: 0, result: null, error: null, ...context } });
}

export const peopleCsv = new File(['username,email,emp_code,first_name,last_name\n'], 'northwind-people.csv', { type: 'text/csv' });

/** POST /api/user/invite/ over the same people: whoever has not set a password is stamped as invited now. */
export function fakeInvite(store: { rows: Employee[] }) {
  return inviteMachine.provide({
    actors: {
      request: fromPromise(async ({ input }) => {
        const chosen = store.rows.filter((r) => ('ids' in input ? input.ids.includes(r.id) : r.status === 'not_invited'));
        const invited = chosen.filter((r) => r.status !== 'active');
        const at = new Date().toISOString();
        store.rows = store.rows.map((r) => (invited.includes(r) ? { ...r, status: 'invited', invited_at: at } : r));
        const skipped = chosen.length - invited.length;
        return { invited: invited.length, skipped, detail: `Invitations sent to ${invited.length === 1 ? '1 employee' : `${invited.length} employees`}.` };
      }),
    },
  });
}
