import type { OrgNode } from '../../../schemas/organization';
import { Person, type OrgItem } from './org-item';

export { fullName, isWithin, managersOf, type OrgItem } from './org-item';

/** Who reports to whom as flat arrays: child indexes grouped by manager (counting sort, no object per node). */
function reportLists(parent: Int32Array) {
  const n = parent.length;
  const start = new Int32Array(n + 1);
  for (let i = 0; i < n; i += 1) {
    const p = parent[i]!;
    if (p >= 0) start[p + 1] = start[p + 1]! + 1;
  }
  for (let i = 0; i < n; i += 1) start[i + 1] = start[i + 1]! + start[i]!;
  const list = new Int32Array(start[n]!);
  const next = start.slice(0, n);
  for (let i = 0; i < n; i += 1) {
    const p = parent[i]!;
    if (p < 0) continue;
    const at = next[p]!;
    list[at] = i;
    next[p] = at + 1;
  }
  return { start, list };
}

/** Finds a node by employee id: a typed array over the ids' range when they are dense (they are serial), else a Map. */
function idIndex(nodes: readonly OrgNode[]): (id: number) => number | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const { id } of nodes) {
    if (id < min) min = id;
    if (id > max) max = id;
  }
  if (nodes.length > 0 && Number.isInteger(min) && Number.isInteger(max) && max - min < 4 * nodes.length + 1024) {
    const slots = new Int32Array(max - min + 1).fill(-1);
    nodes.forEach((node, i) => {
      slots[node.id - min] = i;
    });
    return (id) => {
      const i = id >= min && id <= max ? slots[id - min]! : -1;
      return i < 0 ? undefined : i;
    };
  }
  const map = new Map<number, number>();
  nodes.forEach((node, i) => map.set(node.id, i));
  return (id) => map.get(id);
}

/** Marks a person and everyone below them (iteratively: a long reporting chain must not overflow the stack). */
function markTeam(from: number, lists: { start: Int32Array; list: Int32Array }, reached: Uint8Array): void {
  const stack = [from];
  while (stack.length > 0) {
    const i = stack.pop()!;
    if (reached[i]) continue;
    reached[i] = 1;
    for (let c = lists.start[i]!; c < lists.start[i + 1]!; c += 1) stack.push(lists.list[c]!);
  }
}

/**
 * The company as a forest, built in O(n) from the flat nodes of GET
 * /api/get-org-hirearchy-data/ with typed arrays only; the objects the tree draws are made
 * when it first asks for them, so 100,000 people cost a few milliseconds until opened.
 */
export class Forest {
  readonly size: number;
  readonly roots: readonly OrgItem[];
  /** People the data placed under a manager it does not hold (or in a loop): drawn as roots. */
  readonly detached: number;
  readonly parentIndex: Int32Array;
  readonly childStart: Int32Array;
  readonly childList: Int32Array;
  readonly rootIndexes: number[] = [];
  private readonly indexOf: (id: number) => number | undefined;
  private readonly items: (OrgItem | undefined)[];
  private readonly kids: (OrgItem[] | undefined)[];

  constructor(readonly nodes: readonly OrgNode[]) {
    const n = (this.size = nodes.length);
    this.indexOf = idIndex(nodes);
    const parent = (this.parentIndex = new Int32Array(n));
    let detached = 0;
    for (let i = 0; i < n; i += 1) {
      const { id, parent_id } = nodes[i]!;
      const p = parent_id === null || parent_id === id ? undefined : this.indexOf(parent_id);
      if (parent_id !== null && p === undefined) detached += 1;
      parent[i] = p ?? -1;
    }
    let lists = reportLists(parent);
    // A loop cannot come from the server; if one did, its people would hang under no root.
    const reached = new Uint8Array(n);
    for (let i = 0; i < n; i += 1) if (parent[i]! < 0) markTeam(i, lists, reached);
    if (reached.includes(0)) {
      for (let i = 0; i < n; i += 1) {
        if (reached[i]) continue;
        parent[i] = -1;
        detached += 1;
        markTeam(i, lists, reached);
      }
      lists = reportLists(parent);
    }
    this.childStart = lists.start;
    this.childList = lists.list;
    for (let i = 0; i < n; i += 1) if (parent[i]! < 0) this.rootIndexes.push(i);
    this.detached = detached;
    this.items = new Array<OrgItem | undefined>(n);
    this.kids = new Array<OrgItem[] | undefined>(n);
    this.roots = this.rootIndexes.map((i) => this.itemAt(i));
  }

  /** The person with this id (arborist's string id), if the data holds them. */
  get(id: string): OrgItem | undefined {
    const index = this.indexOf(Number(id));
    return index === undefined ? undefined : this.itemAt(index);
  }

  itemAt(index: number): OrgItem {
    return (this.items[index] ??= new Person(this, index));
  }

  reportsAt(index: number): OrgItem[] {
    let list = this.kids[index];
    if (!list) {
      list = this.kids[index] = [];
      for (let c = this.childStart[index]!; c < this.childStart[index + 1]!; c += 1) list.push(this.itemAt(this.childList[c]!));
    }
    return list;
  }
}

export const buildForest = (nodes: readonly OrgNode[]) => new Forest(nodes);
