import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { managersOf, type Forest, type OrgItem } from './org-forest';
import type { Names } from './org-names';
import { searchForest, searchWords, type SearchView } from './org-search';

export type OpenMap = Record<string, boolean>;

/** What one mount of the tree starts from; a new key remounts it (arborist reads the open state once). */
export interface TreeView {
  key: string;
  roots: readonly OrgItem[];
  openByDefault: boolean;
  open: OpenMap;
  /** The person to select (and scroll to) when this view mounts. */
  selection: string | undefined;
  search: SearchView | null;
  words: string[];
}

interface Browse {
  generation: number;
  openByDefault: boolean;
  open: OpenMap | null;
}

const rootsOpen = (forest: Forest): OpenMap => Object.fromEntries(forest.roots.map((r) => [r.id, true]));

/** The open map with everyone above `id` open, so the person is drawn. */
function revealed(forest: Forest, open: OpenMap, id: string | null): OpenMap {
  const item = id === null ? undefined : forest.get(id);
  if (!item) return open;
  return { ...open, ...Object.fromEntries(managersOf(item).map((m) => [m.id, true])) };
}

/**
 * Which tree to draw: the whole company (first its top level open, then as the person
 * left it, Expand all and Collapse all included) or, while a search is typed, the
 * matches and their managers. Leaving a search restores the tree as it was, opened down
 * to the person selected meanwhile.
 */
export function useTreeView(forest: Forest, names: Names, selectedId: string | null, initialSearch = '') {
  const [search, setSearchText] = useState(initialSearch);
  const term = useDeferredValue(search).trim();
  const [browse, setBrowse] = useState<Browse>({ generation: 0, openByDefault: false, open: null });
  const live = useRef<OpenMap | null>(null);

  const view = useMemo((): TreeView => {
    if (term) {
      const result = searchForest(forest, names, term);
      return {
        key: `search:${term}`,
        roots: result.roots,
        openByDefault: false,
        open: result.open,
        selection: selectedId ?? undefined,
        search: result,
        words: searchWords(term),
      };
    }
    // At first the top level is open, and the way down to a person selected from the start.
    const open = browse.open ?? revealed(forest, rootsOpen(forest), selectedId);
    return {
      key: `browse:${browse.generation}`,
      roots: forest.roots,
      openByDefault: browse.openByDefault,
      open,
      selection: selectedId ?? undefined,
      search: null,
      words: [],
    };
    // The selection is read when a view mounts, not followed: selecting someone must not rebuild the tree.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- selectedId left out on purpose, as said above
  }, [term, forest, names, browse]);

  /** A new mount of the whole tree, starting from this open state. */
  const restart = useCallback((openByDefault: boolean, open: OpenMap) => {
    live.current = open;
    setBrowse((b) => ({ generation: b.generation + 1, openByDefault, open }));
  }, []);

  /** Back to the whole tree, opened down to `target` (the selection unless told otherwise). */
  const leaveSearch = useCallback(
    (target: string | null) => {
      setSearchText('');
      restart(browse.openByDefault, revealed(forest, live.current ?? browse.open ?? rootsOpen(forest), target));
    },
    [browse, forest, restart],
  );

  const setSearch = useCallback(
    (next: string) => {
      if (search.trim() && !next.trim()) leaveSearch(selectedId);
      else setSearchText(next);
    },
    [search, selectedId, leaveSearch],
  );

  /** Expand or collapse all: the tree stays mounted (its open state is cleared by OrgTree's handle). */
  const setAllOpen = useCallback((openByDefault: boolean) => {
    live.current = {};
    setBrowse((b) => ({ ...b, openByDefault, open: {} }));
  }, []);

  return {
    search,
    setSearch,
    view,
    searching: search.trim() !== '',
    leaveSearch,
    setAllOpen,
    /** The browse tree tells us each open or close, so a search can give it back as it was. */
    onOpenChange: useCallback(
      (open: OpenMap) => {
        if (!term) live.current = open;
      },
      [term],
    ),
  };
}
