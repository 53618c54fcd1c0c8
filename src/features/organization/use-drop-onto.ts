import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import type { NodeApi } from 'react-arborist';
import { isWithin, type Forest, type OrgItem } from './org-forest';

export interface DropOnto {
  /** The person a drop would now land under (highlighted), if any. */
  target: string | null;
  over(node: NodeApi<OrgItem>, event: DragEvent): void;
  drop(node: NodeApi<OrgItem>, event: DragEvent): void;
}

/** The person being dragged, read by id from arborist's drag state (never a row index: the list is virtualised). */
function draggedOf(node: NodeApi<OrgItem>, forest: Forest): OrgItem | undefined {
  const ids = node.tree.state.dnd.dragIds;
  return ids.length === 1 ? forest.get(ids[0]!) : undefined;
}

/** Under anyone but themselves, their own team (a loop) or the manager they have. */
function canManage(target: OrgItem, dragged: OrgItem): boolean {
  return !isWithin(target, dragged) && target.id !== dragged.parent?.id;
}

/**
 * Dropping a person onto a row: the row under the pointer accepts the drag at once (the
 * dragover says so to the browser, which then fires the drop), and the drop names both
 * people by id, whatever the list has scrolled or redrawn since the drag began.
 */
export function useDropOnto(forest: Forest, movable: boolean, onDropOnto: (id: number, parentId: number) => void): DropOnto {
  const [target, setTarget] = useState<string | null>(null);
  // Arborist forgets who is dragged before the row hears the drop (react-dnd ends the drag
  // first), so the last dragover's answer is kept.
  const dragged = useRef<OrgItem | undefined>(undefined);

  useEffect(() => {
    const clear = () => setTarget(null);
    // Capture on the document: the row the drag started from may have scrolled out of the list meanwhile.
    document.addEventListener('dragend', clear, true);
    document.addEventListener('drop', clear, true);
    return () => {
      document.removeEventListener('dragend', clear, true);
      document.removeEventListener('drop', clear, true);
    };
  }, []);

  const over = useCallback(
    (node: NodeApi<OrgItem>, event: DragEvent) => {
      const person = (dragged.current = draggedOf(node, forest));
      const ok = movable && person !== undefined && canManage(node.data, person);
      if (ok) {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }
      setTarget(ok ? node.id : null);
    },
    [forest, movable],
  );

  const drop = useCallback(
    (node: NodeApi<OrgItem>, event: DragEvent) => {
      const person = draggedOf(node, forest) ?? dragged.current;
      dragged.current = undefined;
      if (!movable || !person || !canManage(node.data, person)) return;
      event.preventDefault();
      onDropOnto(person.node.id, node.data.node.id);
    },
    [forest, movable, onDropOnto],
  );

  return useMemo(() => ({ target, over, drop }), [target, over, drop]);
}
