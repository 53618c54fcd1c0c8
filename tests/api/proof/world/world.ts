import { eq } from 'drizzle-orm';
import type { Area } from '../../../../schemas/user';
import { users } from '../../../../server/db/schema';
import { addSuperuser, auth, type Session } from '../../helpers/accounts';
import type { TestApp } from '../../helpers/test-app';
import { loadContract, type Contract } from '../contract';
import { buildEstate, type CompanyKey, type Estate } from './estate';
import { LATER_IDS, OTHER_IDS, OWN_IDS, startIdsAt } from './id-ranges';

/**
 * Who calls. `areas` is what the README grants them, written here by hand:
 * the matrix compares the server with this, not with itself.
 */
export interface Actor {
  name: string;
  company: CompanyKey | null;
  role: 'user' | 'admin' | 'superuser' | null;
  areas: readonly Area[];
  headers: Record<string, string>;
  /** Signed in with a token the server issued to a confirmed account. */
  signedIn: boolean;
  /** The actor's own employee row (what rater and "my" endpoints reach); admins have none. */
  employeeId: number | null;
}

export interface World {
  t: TestApp;
  /** What the OpenAPI document declares every operation answers. */
  contract: Contract;
  own: Estate;
  other: Estate;
  actors: Actor[];
  superuser: Session;
  estate(key: CompanyKey): Estate;
}

const ALL: Area[] = ['dashboard', 'workforce', 'organization', 'survey', 'master', 'feedback'];
const ONE_AREA: Area[] = ['workforce', 'organization', 'survey', 'master', 'feedback'];

/**
 * Two companies ("own" and "other") in separate id ranges (id-ranges.ts), and every actor of
 * the issue: anonymous, unconfirmed, an employee, an employee with one area (each area),
 * the company admin, another company's admin, the platform superuser.
 */
export async function buildWorld(t: TestApp): Promise<World> {
  const superuser = await addSuperuser(t);
  await startIdsAt(t.db, OWN_IDS);
  const own = await buildEstate(t, {
    key: 'own',
    marker: 'Alder',
    company: 'Alder Works',
    members: { employee: 'default', ...Object.fromEntries(ONE_AREA.map((a) => [`employee+${a}`, [a]])) },
  });
  await startIdsAt(t.db, OTHER_IDS);
  const other = await buildEstate(t, { key: 'other', marker: 'Zorro', company: 'Zorro Holdings', members: {} });
  await startIdsAt(t.db, LATER_IDS);

  // An invited employee cannot sign in; a token for them stands for one issued before they lost their confirmation.
  const [invited] = await t.db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, own.invited.userId));
  const unconfirmedToken = await t.app.issueToken({ userId: own.invited.userId, version: invited!.version }, { userAgent: '', ip: '127.0.0.1' });

  const member = (name: string, areas: readonly Area[]): Actor => {
    const m = own.members[name]!;
    return { name, company: 'own', role: 'user', areas, headers: m.session.headers, signedIn: true, employeeId: m.employeeId };
  };
  const actors: Actor[] = [
    { name: 'anonymous', company: null, role: null, areas: [], headers: {}, signedIn: false, employeeId: null },
    {
      name: 'unconfirmed',
      company: 'own',
      role: 'user',
      areas: ['dashboard'],
      headers: auth(unconfirmedToken),
      signedIn: false,
      employeeId: own.invited.employeeId,
    },
    member('employee', ['dashboard']),
    ...ONE_AREA.map((a) => member(`employee+${a}`, [a])),
    { name: 'admin', company: 'own', role: 'admin', areas: ALL, headers: own.admin.headers, signedIn: true, employeeId: null },
    { name: 'other admin', company: 'other', role: 'admin', areas: ALL, headers: other.admin.headers, signedIn: true, employeeId: null },
    { name: 'superuser', company: null, role: 'superuser', areas: [], headers: superuser.headers, signedIn: true, employeeId: null },
  ];
  return { t, contract: await loadContract(t.app), own, other, actors, superuser, estate: (key) => (key === 'own' ? own : other) };
}
