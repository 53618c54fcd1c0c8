import type { OrgNode } from '../../../schemas/organization';
import type { Forest, OrgItem } from './org-forest';
import { listName, type Names } from './org-names';

/** Beyond this many matches the view asks for a narrower search instead of drawing them all. */
const SEARCH_CAP = 1000;

export interface SearchView {
  /** Matches and the managers above them, each ancestor's reports cut down to the way to a match. */
  roots: readonly OrgItem[];
  /** The ancestors to draw open; a match stays closed, its own team one click away. */
  open: Record<string, boolean>;
  /** Every person who matches, counted over the whole company. */
  matches: number;
  /** How many of them the view holds (at most SEARCH_CAP). */
  shown: number;
}

/** "  Ana  KIM " → ["ana", "kim"]: every word must appear, in any field, in any order. */
export function searchWords(term: string): string[] {
  return term.toLowerCase().split(/\s+/).filter(Boolean);
}

const haystacks = new WeakMap<Names, WeakMap<OrgNode, string>>();

/** What a search looks in: name, username, employee code, designation and department (what the tree holds of each person). */
function haystack(names: Names, node: OrgNode): string {
  let cache = haystacks.get(names);
  if (!cache) haystacks.set(names, (cache = new WeakMap()));
  let text = cache.get(node);
  if (text === undefined) {
    text = [node.first_name, node.last_name, node.username, node.emp_code, listName(names, node, 'designation'), listName(names, node, 'department')]
      .join(' ')
      .toLowerCase();
    cache.set(node, text);
  }
  return text;
}

export function matches(names: Names, node: OrgNode, words: readonly string[]): boolean {
  const text = haystack(names, node);
  return words.every((w) => text.includes(w));
}

/** A person as a search draws them: their reports cut down to the way to a match. */
interface Shown {
  id: string;
  node: OrgNode;
  name: string;
  reports: number;
  parent: Shown | null;
  children: OrgItem[];
}

/**
 * The people who match and the managers above them (spec: a search reveals its matches by
 * opening their ancestors), in tree order, in one pass over the forest's arrays. Only the
 * matches and their managers become objects; the forest itself stays as it is.
 */
export function searchForest(forest: Forest, names: Names, term: string, cap = SEARCH_CAP): SearchView {
  const words = searchWords(term);
  const shown = new Map<number, Shown>();
  const roots: Shown[] = [];
  const found: number[] = [];
  const show = (index: number) => {
    const chain: number[] = [];
    for (let at = index; at >= 0 && !shown.has(at); at = forest.parentIndex[at]!) chain.push(at);
    for (const i of chain.reverse()) {
      const { id, node, name, reports } = forest.itemAt(i);
      const p = forest.parentIndex[i]!;
      const copy: Shown = { id, node, name, reports, parent: p < 0 ? null : shown.get(p)!, children: [] };
      shown.set(i, copy);
      if (copy.parent) copy.parent.children.push(copy);
      else roots.push(copy);
    }
  };
  let count = 0;
  const stack = [...forest.rootIndexes].reverse();
  while (stack.length > 0) {
    const i = stack.pop()!;
    if (matches(names, forest.nodes[i]!, words)) {
      count += 1;
      if (found.length < cap) {
        found.push(i);
        show(i);
      }
    }
    for (let c = forest.childStart[i + 1]! - 1; c >= forest.childStart[i]!; c -= 1) stack.push(forest.childList[c]!);
  }
  const open: Record<string, boolean> = {};
  for (const copy of shown.values()) if (copy.children.length > 0) open[copy.id] = true;
  // A match with no match below it shows its whole team, closed.
  for (const i of found) {
    const copy = shown.get(i)!;
    if (copy.children.length === 0) copy.children = forest.reportsAt(i);
  }
  return { roots, open, matches: count, shown: found.length };
}

interface TextPart {
  text: string;
  match: boolean;
}

/** Splits a text into the parts a search word matched and the rest, for highlighting. */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  if (words.length === 0 || !text) return [{ text, match: false }];
  const lower = text.toLowerCase();
  const hit = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) hit.fill(true, at, at + word.length);
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = parts[parts.length - 1];
    if (last && last.match === hit[i]) last.text += text[i];
    else parts.push({ text: text[i]!, match: hit[i]! });
  }
  return parts;
}
