import SCIMMY from 'scimmy';
import { EmployeeInput, EmployeeUpdate } from '../../../schemas/employee';
import { usersRepository } from '../../account/queries/users';
import type { Db } from '../../db/db-type';
import type { StoredMail } from '../../mail/outbox';
import { employeesRepository } from '../../workforce/actions/employees';
import type { EmployeeWrite } from '../../workforce/actions/employee-write-outcome';
import { externalIdHolder, listItemNamed, selectPeople, setExternalId, type PersonLookup } from '../queries/scim-people';
import { fromFieldErrors, scimError, scimNotFound } from '../rules/scim-errors';
import { normalisedPatch, rowIdOf, scimUserOf, userFieldsOf, type ScimPerson, type ScimUserFields } from '../rules/scim-user';
import { checkedBy, equalityOf, filterOf, listResponse, scimInput, scimOperation, scimUpdateRules, type ScimContext } from './scim-context';

const LAST_ADMIN = 'This person is the company’s last admin: make another user an admin before deactivating them.';
const NOT_ACTIVE = 'active: a person is created active; deactivating them later makes them a leaver.';

type Resource = Record<string, unknown>;
const out = (p: ScimPerson, active = true): Resource => ({ ...scimUserOf(p), active });
const asUser = (body: unknown) => scimInput(() => new SCIMMY.Schemas.User(body, 'in'));

async function personIn(db: Db, companyId: number, id: string): Promise<ScimPerson> {
  const rowId = rowIdOf(id);
  const [person] = rowId === null ? [] : await selectPeople(db, companyId, { id: rowId });
  if (!person) throw scimNotFound('User', id);
  return person;
}

export const getScimUser = async (c: ScimContext, id: string) => out(await personIn(c.db, c.companyId, id));

/** The company's users a filter keeps: an `eq` on userName, externalId or id is looked up; any other is scimmy's to match. */
export async function listScimUsers(c: ScimContext, query: { filter?: string; startIndex?: number; count?: number }) {
  const filter = filterOf(query.filter);
  const eq = equalityOf(filter);
  const lookup: PersonLookup | null =
    eq?.attribute === 'username'
      ? { userName: eq.value }
      : eq?.attribute === 'externalid'
        ? { externalId: eq.value }
        : eq?.attribute === 'id'
          ? rowIdOf(eq.value) === null
            ? null
            : { id: rowIdOf(eq.value)! }
          : { all: true };
  const people = lookup ? await selectPeople(c.db, c.companyId, lookup) : [];
  const resources = people.map((p) => out(p));
  const kept = filter && !eq ? (filter.match(resources) as Resource[]) : resources;
  return listResponse(kept, query.startIndex, query.count);
}

/** A Workforce write's refusal as a SCIM error; its mails, when it wrote, for after the commit. */
function written(write: EmployeeWrite | null, id: string): { employee: { id: number }; mails: StoredMail[] } {
  if (write === null) throw scimNotFound('User', id);
  if ('refused' in write) throw scimError(400, 'mutability', write.refused);
  if ('errors' in write) throw fromFieldErrors(write.errors);
  return { employee: write.employee, mails: write.mails ?? [] };
}

async function claimExternalId(tx: Db, c: ScimContext, employeeId: number | null, externalId: string | null): Promise<void> {
  if (externalId === null) return;
  const holder = await externalIdHolder(tx, c.companyId, externalId);
  if (holder !== null && holder !== employeeId) throw scimError(409, 'uniqueness', `externalId: "${externalId}" is another user’s.`);
}

const designationOf = (tx: Db, c: ScimContext, title: string | null) =>
  title === null ? Promise.resolve(null) : listItemNamed(tx, c.companyId, 'designation', title);

/** Create: the Workforce add (its checks, its audit entry), never mailing anyone: HR invites from Workforce, or SSO signs them in. */
export async function createScimUser(c: ScimContext, body: unknown): Promise<Resource> {
  const fields = userFieldsOf(asUser(body));
  if (!fields.active) throw scimError(400, 'invalidValue', NOT_ACTIVE);
  const person = await c.db.transaction(async (tx) => {
    await claimExternalId(tx, c, null, fields.external_id);
    const input = checkedBy(EmployeeInput, {
      username: fields.username,
      email: fields.email,
      first_name: fields.first_name,
      last_name: fields.last_name,
      emp_code: fields.emp_code,
      designation: await designationOf(tx, c, fields.title),
      parent_id: fields.parent_id,
      send_invitation: false,
    });
    const { employee } = written(await employeesRepository(tx, c.companyId).create(input, c.by), 'new');
    await setExternalId(tx, c.companyId, employee.id, fields.external_id);
    return personIn(tx, c.companyId, String(employee.id));
  });
  return out(person);
}

/** The leaver action Workforce uses (DELETE /api/users/{id}/): reports move up, answers stay anonymous, the audit log names the token. */
async function leave(tx: Db, c: ScimContext, person: ScimPerson): Promise<void> {
  const result = await usersRepository(tx, c.companyId).remove(person.userId, c.by);
  if (result === 'last-admin') throw scimError(400, 'mutability', LAST_ADMIN);
  if (result === 'not-found') throw scimNotFound('User', String(person.id));
}

/** Replace the person with `fields` in the caller's transaction: the Workforce change, or the leaver action when inactive. */
async function replaceIn(tx: Db, c: ScimContext, person: ScimPerson, fields: ScimUserFields): Promise<{ resource: Resource; mails: StoredMail[] }> {
  if (!fields.active) {
    await leave(tx, c, person);
    return { resource: out(person, false), mails: [] };
  }
  await claimExternalId(tx, c, person.id, fields.external_id);
  const patch = checkedBy(EmployeeUpdate, {
    id: person.id,
    username: fields.username,
    email: fields.email,
    first_name: fields.first_name,
    last_name: fields.last_name,
    emp_code: fields.emp_code,
    designation: await designationOf(tx, c, fields.title),
    parent_id: fields.parent_id,
  });
  const now = c.app.now();
  const { mails } = written(await employeesRepository(tx, c.companyId).update(patch, now, scimUpdateRules(c), c.by), String(person.id));
  if (fields.external_id !== person.externalId) await setExternalId(tx, c.companyId, person.id, fields.external_id);
  return { resource: out(await personIn(tx, c.companyId, String(person.id))), mails };
}

function delivered(c: ScimContext, result: { resource: Resource; mails: StoredMail[] }): Resource {
  if (result.mails.length) c.app.mailer.deliverStored(result.mails);
  return result.resource;
}

/** PUT: every attribute as sent (one absent is cleared where Workforce allows it: title, manager, externalId). */
export async function replaceScimUser(c: ScimContext, id: string, body: unknown): Promise<Resource> {
  const fields = userFieldsOf(asUser(body));
  return delivered(c, await c.db.transaction(async (tx) => replaceIn(tx, c, await personIn(tx, c.companyId, id), fields)));
}

/** PATCH: scimmy applies the operations to the person as they are, then the result is written as a PUT would, in one transaction. */
export async function patchScimUser(c: ScimContext, id: string, body: unknown): Promise<Resource> {
  const message = scimInput(() => new SCIMMY.Messages.PatchOp(normalisedPatch(body) as ConstructorParameters<typeof SCIMMY.Messages.PatchOp>[0]));
  const result = await c.db.transaction(async (tx) => {
    const person = await personIn(tx, c.companyId, id);
    let answer: { resource: Resource; mails: StoredMail[] } = { resource: out(person), mails: [] };
    const current = new SCIMMY.Schemas.User(out(person), 'out');
    await scimOperation(() =>
      message.apply(current, async (patched: object) => {
        answer = await replaceIn(tx, c, person, userFieldsOf(asUser(JSON.parse(JSON.stringify(patched)))));
        return patched as Record<string, unknown>;
      }),
    );
    return answer;
  });
  return delivered(c, result);
}

/** DELETE: the leaver action, as deactivating is. */
export async function deleteScimUser(c: ScimContext, id: string): Promise<void> {
  await c.db.transaction(async (tx) => leave(tx, c, await personIn(tx, c.companyId, id)));
}
