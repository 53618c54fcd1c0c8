import SCIMMY from 'scimmy';
import { MasterItem } from '../../../schemas/master-item';
import { recordAudit } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { masterItemsRepository } from '../../master/queries/master-items';
import { isRefusal } from '../../master/queries/refusals';
import { employeesRepository } from '../../workforce/actions/employees';
import { companyEmployeeIds, selectGroups, type ScimGroupRow } from '../queries/scim-groups';
import { fromFieldErrors, scimError, scimNotFound } from '../rules/scim-errors';
import { rowIdOf, SCIM_BASE } from '../rules/scim-user';
import { checkedBy, equalityOf, filterOf, listResponse, scimInput, scimOperation, scimUpdateRules, type ScimContext } from './scim-context';

type Resource = Record<string, unknown>;
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';

const out = (g: ScimGroupRow): Resource => ({
  schemas: [GROUP],
  id: String(g.id),
  displayName: g.name,
  members: g.members.map((m) => ({ value: String(m.id), display: m.display, type: 'User' })),
  meta: { resourceType: 'Group', created: g.createdAt, location: `${SCIM_BASE}/Groups/${g.id}` },
});

interface GroupFields {
  name: string;
  members: number[];
}

function groupFieldsOf(body: unknown): GroupFields {
  const group = scimInput(() => new SCIMMY.Schemas.Group(body, 'in')) as { displayName?: string; members?: Array<{ value?: string }> };
  const name = checkedBy(MasterItem, { name: group.displayName?.trim() ?? '' }).name;
  const members = (group.members ?? []).map((m) => {
    const id = rowIdOf(m.value);
    if (id === null) throw scimError(400, 'invalidValue', `members: "${m.value}" is not a user of this company.`);
    return id;
  });
  return { name, members: [...new Set(members)] };
}

async function groupIn(db: Db, companyId: number, id: string): Promise<ScimGroupRow> {
  const rowId = rowIdOf(id);
  const [group] = rowId === null ? [] : await selectGroups(db, companyId, { id: rowId });
  if (!group) throw scimNotFound('Group', id);
  return group;
}

export const getScimGroup = async (c: ScimContext, id: string) => out(await groupIn(c.db, c.companyId, id));

export async function listScimGroups(c: ScimContext, query: { filter?: string; startIndex?: number; count?: number }) {
  const filter = filterOf(query.filter);
  const eq = equalityOf(filter);
  const lookup = eq?.attribute === 'displayname' ? { name: eq.value } : { all: true as const };
  const resources = (await selectGroups(c.db, c.companyId, lookup)).map(out);
  const kept = filter && eq?.attribute !== 'displayname' ? (filter.match(resources) as Resource[]) : resources;
  return listResponse(kept, query.startIndex, query.count);
}

/**
 * Members are written through the Workforce change (its rules and audit entries): a person joins by taking this group
 * (leaving the one they had, as an employee holds one group), and leaves it by holding none.
 */
async function setMembers(tx: Db, c: ScimContext, group: ScimGroupRow | { id: number; members: [] }, wanted: number[]): Promise<void> {
  const known = await companyEmployeeIds(tx, c.companyId, wanted);
  const stranger = wanted.find((id) => !known.has(id));
  if (stranger !== undefined) throw scimError(400, 'invalidValue', `members: "${stranger}" is not a user of this company.`);
  const had = new Set(group.members.map((m) => m.id));
  const people = employeesRepository(tx, c.companyId);
  const now = c.app.now();
  const rules = scimUpdateRules(c);
  const write = async (id: number, value: number | null) => {
    const result = await people.update({ id, group: value }, now, rules, c.by);
    if (result && 'errors' in result) throw fromFieldErrors(result.errors);
  };
  for (const id of wanted) if (!had.has(id)) await write(id, group.id);
  for (const id of had) if (!wanted.includes(id)) await write(id, null);
}

function renamed(result: unknown): void {
  if (isRefusal(result) && result.refused === 'duplicate') throw scimError(409, 'uniqueness', 'displayName: the company already has a group of that name.');
  if (isRefusal(result)) throw scimError(400, 'invalidValue', `displayName: ${'message' in result ? result.message : result.refused}`);
}

export async function createScimGroup(c: ScimContext, body: unknown): Promise<Resource> {
  const fields = groupFieldsOf(body);
  return out(
    await c.db.transaction(async (tx) => {
      const created = await masterItemsRepository(tx, 'group', c.companyId).create({ name: fields.name });
      renamed(created);
      const id = (created as { id: number }).id;
      await recordCreation(tx, c, id, fields.name);
      await setMembers(tx, c, { id, members: [] }, fields.members);
      return groupIn(tx, c.companyId, String(id));
    }),
  );
}

async function recordCreation(tx: Db, c: ScimContext, id: number, name: string) {
  await recordAudit(tx, c.by, { action: 'master_item.create', entity: 'master_item', entityId: id, after: { list: 'group', name } });
}

async function replaceIn(tx: Db, c: ScimContext, group: ScimGroupRow, fields: GroupFields): Promise<ScimGroupRow> {
  if (fields.name !== group.name) {
    const updated = await masterItemsRepository(tx, 'group', c.companyId).update(group.id, { name: fields.name }, { by: c.by, entity: 'master_item' });
    renamed(updated);
  }
  await setMembers(tx, c, group, fields.members);
  return groupIn(tx, c.companyId, String(group.id));
}

export async function replaceScimGroup(c: ScimContext, id: string, body: unknown): Promise<Resource> {
  const fields = groupFieldsOf(body);
  return out(await c.db.transaction(async (tx) => replaceIn(tx, c, await groupIn(tx, c.companyId, id), fields)));
}

/** PATCH: scimmy applies add/remove/replace (members included) to the group as it is; the result is written in one transaction. */
export async function patchScimGroup(c: ScimContext, id: string, body: unknown): Promise<Resource> {
  const message = scimInput(() => new SCIMMY.Messages.PatchOp(body as ConstructorParameters<typeof SCIMMY.Messages.PatchOp>[0]));
  return out(
    await c.db.transaction(async (tx) => {
      let group = await groupIn(tx, c.companyId, id);
      const current = new SCIMMY.Schemas.Group(out(group), 'out');
      await scimOperation(() =>
        message.apply(current, async (patched: object) => {
          group = await replaceIn(tx, c, group, groupFieldsOf(JSON.parse(JSON.stringify(patched))));
          return patched as Record<string, unknown>;
        }),
      );
      return group;
    }),
  );
}

/**
 * DELETE: its members leave it, then it goes from the list as the Master data screen deletes it; a survey's audience
 * that still names it keeps it archived instead (docs/master-data.md, in-use rules).
 */
export async function deleteScimGroup(c: ScimContext, id: string): Promise<void> {
  await c.db.transaction(async (tx) => {
    const group = await groupIn(tx, c.companyId, id);
    await setMembers(tx, c, group, []);
    const list = masterItemsRepository(tx, 'group', c.companyId);
    const removed = await list.remove(group.id, { by: c.by, entity: 'master_item' });
    if (isRefusal(removed)) await list.archive(group.id, true, { by: c.by, entity: 'master_item' });
  });
}
