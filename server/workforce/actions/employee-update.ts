import { and, eq, or, sql } from 'drizzle-orm';
import type { EmployeeUpdate } from '../../../schemas/employee';
import { AREAS, type Permissions, type Role } from '../../../schemas/user';
import type { Db } from '../../db/db-type';
import { employees, permissions, surveyAssignments, users } from '../../db/schema';
import { selectEmployeeAnswers } from '../queries/employee-view';
import { hasErrors } from '../rules/employee-checks';
import { employeeConflicts, writeRefusal } from '../queries/employee-conflicts';
import { conflictErrors } from '../rules/employee-conflict-errors';
import { recordCorrection, requestAddress, type AddressRules } from './employee-email';
import type { EmployeeWrite } from './employee-write-outcome';
import { lockHierarchy, wouldLoop } from '../../organization/queries/hierarchy';
import { voidTokens } from '../../account/queries/tokens';
import { trimmed } from './employee-writes';

const OWN_MANAGER = 'An employee cannot be their own manager.';
const INVITATION_IN_USE =
  'This person is already asked to rate, or to be rated, in a survey, and has not set a password yet: ' +
  'whoever opens their welcome link answers as them. Only an admin can send it to another address.';
const MANAGER_LOOP = 'This person already reports to the employee, directly or through others: choose a manager outside their team.';

/** The person whose account an update would change, as the caller's authority is judged on. */
export interface UpdateTarget {
  id: number;
  role: Role;
  permissions: Permissions;
}

export interface UpdateRules extends AddressRules {
  /** Why the caller may not change this person's sign-in address, username or names; null when they may. */
  authorize(target: UpdateTarget): string | null;
  /** The caller is an admin: they alone may send the welcome link of someone already in a survey elsewhere. */
  admin: boolean;
}

const areaColumns = Object.fromEntries(AREAS.map((a) => [a, permissions[a]])) as { [A in (typeof AREAS)[number]]: (typeof permissions)[A] };

/**
 * Changes only the fields sent. The account's fields (address, username, names) change only
 * by someone `rules.authorize` allows. A new address of an account that can sign in waits
 * for its owner's consent and its link (see requestAddress); an invited employee's is simply
 * corrected, their old welcome link voided and a new one mailed. A new manager may be neither
 * the employee nor anyone below them, checked under the company's hierarchy lock.
 */
export async function updateEmployee(db: Db, companyId: number, patch: EmployeeUpdate, now: Date, rules: UpdateRules): Promise<EmployeeWrite | null> {
  const { id, ...v } = trimmed(patch);
  try {
    return await db.transaction(async (tx) => {
      const moving = v.parent_id !== undefined && v.parent_id !== null;
      if (moving) await lockHierarchy(tx, companyId);
      // The account's row is locked: a permission granted meanwhile cannot slip past the check.
      const [current] = await tx
        .select({
          userId: employees.userId,
          role: users.role,
          email: users.email,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          passwordHash: users.passwordHash,
          emailVerifiedAt: users.emailVerifiedAt,
          lastLogin: users.lastLogin,
          invitedAt: employees.invitedAt,
          ...areaColumns,
        })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .leftJoin(permissions, eq(permissions.userId, users.id))
        .where(and(eq(employees.companyId, companyId), eq(employees.id, id)))
        .for('update', { of: users });
      if (!current) return null;

      const touchesAccount =
        (v.email !== undefined && v.email !== current.email) ||
        (v.username !== undefined && v.username !== current.username) ||
        (v.first_name !== undefined && v.first_name !== current.firstName) ||
        (v.last_name !== undefined && v.last_name !== current.lastName);
      if (touchesAccount) {
        const all = current.role !== 'user';
        const areas = Object.fromEntries(AREAS.map((a) => [a, all || (current[a] ?? false)])) as Permissions;
        const refused = rules.authorize({ id: current.userId, role: current.role, permissions: areas });
        if (refused) return { refused };
      }

      const errors = conflictErrors(await employeeConflicts(tx, companyId, v, { userId: current.userId, employeeId: id }));
      if (moving && !errors.parent_id) {
        if (v.parent_id === id) errors.parent_id = [OWN_MANAGER];
        else if (await wouldLoop(tx, companyId, id, v.parent_id!)) errors.parent_id = [MANAGER_LOOP];
      }
      if (hasErrors(errors)) return { errors };

      const emailChanged = v.email !== undefined && v.email.toLowerCase() !== current.email.toLowerCase();
      // Activated: a password set, an address proved or a sign-in. Nobody can sign in as an
      // invited employee yet: correcting their address takes nothing over.
      const canSignIn = current.passwordHash !== null || current.emailVerifiedAt !== null || current.lastLogin !== null;
      // Someone not invited yet hears nothing until HR invites them.
      const invite = emailChanged && !canSignIn && current.invitedAt !== null;
      const pending = emailChanged && canSignIn;
      if (emailChanged && !canSignIn) await voidTokens(tx, current.userId, now);
      if (invite && !rules.admin && (await takesPartInSurveys(tx, companyId, id))) return { refused: INVITATION_IN_USE };
      const account = {
        ...(v.username !== undefined && { username: v.username }),
        // A change of case only is the same address: it needs no link.
        ...(v.email !== undefined && !pending && { email: v.email }),
        ...(v.first_name !== undefined && { firstName: v.first_name }),
        ...(v.last_name !== undefined && { lastName: v.last_name }),
        ...(v.contact_num !== undefined && { contactNum: v.contact_num }),
      };
      const employee = {
        ...(v.emp_code !== undefined && { empCode: v.emp_code }),
        ...(v.designation !== undefined && { designationId: v.designation }),
        ...(v.department !== undefined && { departmentId: v.department }),
        ...(v.group !== undefined && { groupId: v.group }),
        ...(v.parent_id !== undefined && { parentId: v.parent_id }),
        ...(invite && { invitePending: true }),
      };
      if (Object.keys(account).length) await tx.update(users).set(account).where(eq(users.id, current.userId));
      if (Object.keys(employee).length) {
        await tx
          .update(employees)
          .set(employee)
          .where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
      }
      const holder = { userId: current.userId, email: current.email, firstName: v.first_name ?? current.firstName };
      if (emailChanged && !pending) await recordCorrection(tx, rules, holder, v.email!);
      const mails = pending ? await requestAddress(tx, rules, holder, v.email!, now) : [];
      const [updated] = await selectEmployeeAnswers(tx).where(eq(employees.id, id));
      return { employee: updated!, invite, mails };
    });
  } catch (err) {
    return { errors: conflictErrors(writeRefusal(err)) };
  }
}

/** Whether the employee rates or is rated in any survey: their welcome link would let its holder answer as them. */
async function takesPartInSurveys(tx: Db, companyId: number, employeeId: number): Promise<boolean> {
  const [found] = await tx
    .select({ one: sql`1` })
    .from(surveyAssignments)
    .where(and(eq(surveyAssignments.companyId, companyId), or(eq(surveyAssignments.raterId, employeeId), eq(surveyAssignments.rateeId, employeeId))))
    .limit(1);
  return found !== undefined;
}
