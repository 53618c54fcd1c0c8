import type { OrgNode } from '../../../schemas/organization';
import type { NameLists, NamedItem } from '../../../machines/organization.machine';

/** The company lists by id: the hierarchy names designations, departments and groups by id only. */
export interface Names {
  designation: ReadonlyMap<number, string>;
  department: ReadonlyMap<number, string>;
  group: ReadonlyMap<number, string>;
}

const byId = (items: readonly NamedItem[] = []) => new Map(items.map((i) => [i.id, i.name]));

export function namesFrom(lists: NameLists | null): Names {
  return { designation: byId(lists?.designation), department: byId(lists?.department), group: byId(lists?.group) };
}

type ListField = keyof Names;

/** The name of a node's designation, department or group; null when it has none (or the list is missing). */
export function listName(names: Names, node: OrgNode, field: ListField): string | null {
  const id = node[field];
  return id === null ? null : (names[field].get(id) ?? null);
}

/** A node's designation, department and group by name, each null when it has none. */
export function listNames(names: Names, node: OrgNode): Record<ListField, string | null> {
  return { designation: listName(names, node, 'designation'), department: listName(names, node, 'department'), group: listName(names, node, 'group') };
}
