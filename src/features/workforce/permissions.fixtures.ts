import { fromPromise } from 'xstate';
import type { Failure } from '../../../machines/failure';
import { permissionsMachine, type PermissionsContext } from '../../../machines/permissions.machine';
import type { PermissionRecord, PermissionSwitches } from '../../../schemas/permissions';
import { adminUser, never } from '../../testing/app-fakes.fixtures';

/** Demo people and an in-memory server for the permissions stories: no network anywhere. */

const all: PermissionSwitches = { dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true, coach: true };
const basic: PermissionSwitches = { dashboard: true, workforce: false, organization: false, survey: false, master: false, feedback: false, coach: false };

const person = (user_id: number, first_name: string, last_name: string, extra: Partial<PermissionRecord> = {}): PermissionRecord => ({
  user_id,
  first_name,
  last_name,
  username: first_name.toLowerCase(),
  email: `${first_name}.${last_name}@northwind.example`.toLowerCase().replace(/\s/g, ''),
  role: 'user',
  permissions: basic,
  ...extra,
});

/** The signed-in admin of the stories (adminUser) and the people of her company. */
export const self = person(adminUser.id, adminUser.first_name, adminUser.last_name, { role: 'admin', permissions: all, email: adminUser.email });

export const people: PermissionRecord[] = [
  self,
  person(2, 'Tom', 'Becker'),
  person(3, 'Amara', 'Okafor', { permissions: { ...basic, workforce: true, organization: true } }),
  person(4, 'Lena', 'Fischer', { permissions: { ...basic, survey: true, feedback: true } }),
  person(5, 'Daniel', 'Moreau', { role: 'admin', permissions: all }),
  person(6, 'Sofia', 'Alvarez', { permissions: { ...basic, master: true } }),
  person(7, 'Kenji', 'Tanaka', { permissions: { ...basic, coach: true } }),
  person(8, 'Grace', 'Mensah', { permissions: { ...basic, feedback: true } }),
  person(9, 'Oliver', 'Brown', { permissions: { ...basic, dashboard: false } }),
  person(10, 'Hannah', 'Schmidt', { permissions: { ...basic, survey: true } }),
];

const FIRST = ['Aisha', 'Ben', 'Chloé', 'Dmitri', 'Elena', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas'];
const LAST = ['Adams', 'Baker', 'Costa', 'Dubois', 'Evans', 'Fernández', 'Gupta', 'Hansen', 'Ivanova', 'Jensen'];

/** 3,000 people: the table must stay smooth at this size. */
export const manyPeople: PermissionRecord[] = [
  self,
  ...Array.from({ length: 2999 }, (_, i) => person(100 + i, FIRST[i % 10]!, `${LAST[Math.floor(i / 10) % 10]!} ${i + 1}`)),
];

interface FakeServer {
  records: PermissionRecord[];
  /** The list never arrives: the loading look. */
  loading?: boolean;
  loadError?: Failure;
  /** Every change answers this failure. */
  saveError?: Failure;
  /** Changes never finish saving: the saving look. */
  holdSaves?: boolean;
}

/** The permissions machine over records kept in memory, answering as the API would. */
export function fakePermissions({ records, loading, loadError, saveError, holdSaves }: FakeServer) {
  let rows = structuredClone(records);
  return permissionsMachine.provide({
    actors: {
      loadRecords: fromPromise(async () => {
        if (loadError) throw loadError;
        return loading ? never<PermissionRecord[]>() : rows;
      }),
      saveChange: fromPromise(async ({ input }) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        if (saveError) throw saveError;
        if (holdSaves) return never<PermissionRecord>();
        rows = rows.map((r) => (r.user_id === input.user_id ? { ...r, permissions: { ...r.permissions, [input.area]: input.value } } : r));
        return rows.find((r) => r.user_id === input.user_id)!;
      }),
    },
  });
}

/** A permissions screen started in a given state, for the story of that state. */
export function permissionsState(value: string | Record<string, string>, context: Partial<PermissionsContext>) {
  return permissionsMachine.resolveState({
    value,
    context: { companyName: 'Northwind Traders', records: people, pending: [], error: null, refusal: null, ...context },
  });
}
