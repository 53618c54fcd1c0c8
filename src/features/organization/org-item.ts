import type { OrgNode } from '../../../schemas/organization';

/** What a person reads of the forest that holds them (the Forest of org-forest.ts, which imports this file). */
interface Forest {
  readonly nodes: readonly OrgNode[];
  readonly parentIndex: Int32Array;
  readonly childStart: Int32Array;
  itemAt(index: number): OrgItem;
  reportsAt(index: number): readonly OrgItem[];
}

/** One person as the tree draws them; react-arborist reads `id`, `name` (type-ahead) and the reports. */
export interface OrgItem {
  readonly id: string;
  readonly node: OrgNode;
  readonly name: string;
  /** The reports drawn under them (a search shows only the way to its matches). */
  readonly children: readonly OrgItem[];
  /** The manager as drawn: null for a root, also when the manager is missing from the data. */
  readonly parent: OrgItem | null;
  /** How many report to them in the whole company. */
  readonly reports: number;
}

export function fullName(node: Pick<OrgNode, 'first_name' | 'last_name' | 'username'>): string {
  return `${node.first_name} ${node.last_name}`.trim() || node.username;
}

/** A person of the forest: reports and manager are read from its arrays when asked for. */
export class Person implements OrgItem {
  readonly id: string;
  readonly node: OrgNode;
  readonly name: string;

  constructor(
    private readonly forest: Forest,
    private readonly index: number,
  ) {
    this.node = forest.nodes[index]!;
    this.id = String(this.node.id);
    this.name = fullName(this.node);
  }

  get children(): readonly OrgItem[] {
    return this.forest.reportsAt(this.index);
  }

  get parent(): OrgItem | null {
    const p = this.forest.parentIndex[this.index]!;
    return p < 0 ? null : this.forest.itemAt(p);
  }

  get reports(): number {
    return this.forest.childStart[this.index + 1]! - this.forest.childStart[this.index]!;
  }
}

/** True when `item` is `ancestor` or somewhere below them: dropping there would make a loop. */
export function isWithin(item: OrgItem | null, ancestor: OrgItem): boolean {
  for (let at = item; at; at = at.parent) if (at.id === ancestor.id) return true;
  return false;
}

/** The managers above a person, nearest first. */
export function managersOf(item: OrgItem): OrgItem[] {
  const chain: OrgItem[] = [];
  for (let at = item.parent; at; at = at.parent) chain.push(at);
  return chain;
}
