import { useCallback, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Tree, type NodeApi, type TreeApi } from 'react-arborist';
import { useTranslation } from 'react-i18next';
import { managersOf, type Forest, type OrgItem } from './org-forest';
import type { Names } from './org-names';
import { DragNameContext, DropContext, OrgDragPreview, OrgNode, OrgRow, RowContext } from './org-row';
import { useDropOnto } from './use-drop-onto';
import { useElementSize } from './use-element-size';
import type { OpenMap, TreeView } from './use-tree-view';

export interface OrgTreeHandle {
  /** Opens everyone above the person, then selects them and scrolls them into view. */
  reveal(id: string): void;
  /**
   * For Expand all (true) or Collapse all (false): forgets the opens and closes that say
   * otherwise, so the view's openByDefault decides alone and arborist rebuilds once, not
   * once per manager (nor twice, when nothing needs forgetting).
   */
  forgetOpenState(open: boolean): void;
}

interface OrgTreeProps {
  forest: Forest;
  names: Names;
  view: TreeView;
  /** False while searching or saving: nobody can be dragged. */
  movable: boolean;
  onSelect(id: string | null): void;
  /** A person dropped onto another: the screen asks before moving them. */
  onDropOnto(id: number, parentId: number): void;
  onOpenChange(open: OpenMap): void;
  handle?: Ref<OrgTreeHandle>;
}

const ROW_HEIGHT = 48;
// Arborist's own drop is decided one animation frame late, so a release right after
// reaching a row was lost; and its lines between rows meant "under that row's manager".
// The rows take drops themselves (use-drop-onto.ts): a person is dropped onto their new manager.
const NEVER = () => true;
const NO_CURSOR = () => null;
const NO_REPORTS: readonly OrgItem[] = [];

/**
 * The react-arborist tree, virtualised (only the rows in view are in the page). Arborist
 * builds a node object for every child it is given on each change, which costs a quarter
 * of a second for 100,000 people; so a closed manager gives it no children at all, and
 * only the open part of the company is ever built.
 */
export function OrgTree({ forest, names, view, movable, onSelect, onDropOnto, onOpenChange, handle }: OrgTreeProps) {
  const { t } = useTranslation('organization');
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  // react-dnd listens on the tree's box instead of the window, so it hears a drag event before
  // the rows do (React listens at the app's root) and a row accepting a drop has the last word.
  const [dndRoot, setDndRoot] = useState<HTMLDivElement | null>(null);
  const boxRef = useCallback((element: HTMLDivElement | null) => {
    box.current = element;
    setDndRoot(element);
  }, []);
  // One holder per mount of the tree (per view.key): until arborist hands its api over, the
  // view's open map is the truth.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- view.key is what makes a new mount, so it makes a new holder
  const holder = useMemo(() => ({ api: null as TreeApi<OrgItem> | null }), [view.key]);
  const setApi = useCallback(
    (api: TreeApi<OrgItem> | null | undefined) => {
      holder.api = api ?? null;
    },
    [holder],
  );
  const childrenOf = useCallback(
    (item: OrgItem) => {
      const open = holder.api ? holder.api.isOpen(item.id) : (view.open[item.id] ?? view.openByDefault);
      return open ? item.children : NO_REPORTS;
    },
    [holder, view.open, view.openByDefault],
  );

  const drop = useDropOnto(forest, movable, onDropOnto);
  const handleSelect = useCallback((nodes: NodeApi<OrgItem>[]) => onSelect(nodes[0]?.id ?? null), [onSelect]);
  const handleToggle = useCallback(() => {
    if (holder.api) onOpenChange(holder.api.openState);
  }, [holder, onOpenChange]);

  useImperativeHandle(
    handle,
    () => ({
      reveal(id) {
        const api = holder.api;
        const item = forest.get(id);
        if (!api || !item) return;
        for (const manager of managersOf(item).reverse()) api.open(manager.id, false);
        // The opened rows are drawn on the next render; select once they are there.
        setTimeout(() => api.select(id, { align: 'center' }), 0);
      },
      forgetOpenState(open) {
        const api = holder.api;
        if (api && Object.values(api.openState).some((o) => o !== open)) api.dispatch({ type: 'VISIBILITY_CLEAR', filtered: false });
      },
    }),
    [holder, forest],
  );

  const rows = useMemo(() => ({ names, words: view.words }), [names, view.words]);
  const nameOf = useCallback((id: string) => forest.get(id)?.name ?? '', [forest]);

  return (
    <div ref={boxRef} className="org-tree-box">
      {size.width > 0 && dndRoot && (
        <RowContext.Provider value={rows}>
          <DragNameContext.Provider value={nameOf}>
            <DropContext.Provider value={drop}>
              <Tree<OrgItem>
                key={view.key}
                ref={setApi}
                data={view.roots}
                childrenAccessor={childrenOf}
                initialOpenState={view.open}
                openByDefault={view.openByDefault}
                selection={view.selection}
                width={size.width}
                height={size.height}
                rowHeight={ROW_HEIGHT}
                indent={20}
                overscanCount={4}
                disableMultiSelection
                disableEdit
                selectionFollowsFocus
                disableDrag={!movable}
                disableDrop={NEVER}
                dndRootElement={dndRoot}
                onSelect={handleSelect}
                onToggle={handleToggle}
                renderRow={OrgRow}
                renderCursor={NO_CURSOR}
                renderDragPreview={OrgDragPreview}
                aria-label={t('tree.label')}
                className="org-tree"
              >
                {OrgNode}
              </Tree>
            </DropContext.Provider>
          </DragNameContext.Provider>
        </RowContext.Provider>
      )}
    </div>
  );
}
