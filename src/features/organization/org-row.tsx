import { createContext, useContext } from 'react';
import { Text } from '@radix-ui/themes';
import { ChevronDownIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import type { DragPreviewProps, NodeRendererProps, RowRendererProps } from 'react-arborist';
import { Trans, useTranslation } from 'react-i18next';
import type { OrgItem } from './org-forest';
import { listName, type Names } from './org-names';
import { count } from '../../i18n/format';
import { highlightParts } from './org-search';
import type { DropOnto } from './use-drop-onto';

/** What every row needs besides its node: the list names and the search words to highlight. */
export const RowContext = createContext<{ names: Names; words: readonly string[] }>({
  names: { designation: new Map(), department: new Map(), group: new Map() },
  words: [],
});

function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  if (words.length === 0) return <>{text}</>;
  return (
    <>
      {highlightParts(text, words).map((p, i) =>
        p.match ? (
          <mark key={i} className="org-mark">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

/**
 * One person: open/close their team, name, designation and employee code, how many report
 * to them. Plain elements styled with the theme's tokens (organization.css): rows mount
 * by the dozen while the tree scrolls, so they stay light.
 */
export function OrgNode({ node, style, dragHandle }: NodeRendererProps<OrgItem>) {
  const { t } = useTranslation('organization');
  const { names, words } = useContext(RowContext);
  const item = node.data;
  const reports = item.reports;
  const designation = listName(names, item.node, 'designation');
  return (
    <div ref={dragHandle} style={style} className="org-node">
      {item.children.length > 0 ? (
        <button
          type="button"
          className="org-toggle"
          tabIndex={-1}
          aria-hidden="true"
          onClick={(e) => {
            e.stopPropagation();
            node.toggle();
          }}
        >
          {node.isOpen ? <ChevronDownIcon /> : <ChevronRightIcon />}
        </button>
      ) : (
        <span className="org-toggle" aria-hidden="true" />
      )}
      <span className="org-node-text">
        <span className="org-node-name" dir="auto">
          <Highlighted text={item.name} words={words} />
        </span>
        <span className="org-node-meta">
          {designation && (
            <>
              <Highlighted text={designation} words={words} /> ·{' '}
            </>
          )}
          <Highlighted text={item.node.emp_code} words={words} />
        </span>
      </span>
      {reports > 0 && (
        <span className="org-reports" title={t('tree.reports', { count: reports })}>
          {count(reports)}
          <span className="visually-hidden"> {t('tree.reportsHidden', { count: reports })}</span>
        </span>
      )}
    </div>
  );
}

export const DropContext = createContext<DropOnto | null>(null);

/** The row element: selected, focused and drop-target looks; no "expanded" state for someone without reports. */
export function OrgRow({ node, attrs, innerRef, children }: RowRendererProps<OrgItem>) {
  const drop = useContext(DropContext);
  const hasReports = node.data.children.length > 0;
  const classes = ['org-row', node.isSelected && 'is-selected', drop?.target === node.id && 'is-drop-target', node.isDragging && 'is-dragging'];
  return (
    <div
      {...attrs}
      aria-expanded={hasReports ? node.isOpen : undefined}
      ref={innerRef}
      className={classes.filter(Boolean).join(' ')}
      onFocus={(e) => e.stopPropagation()}
      onClick={node.handleClick}
      onDragOver={drop ? (e) => drop.over(node, e) : undefined}
      onDrop={drop ? (e) => drop.drop(node, e) : undefined}
    >
      {children}
    </div>
  );
}

/** The card that follows the pointer while a person is dragged. */
export function OrgDragPreview({ offset, mouse, isDragging, id }: DragPreviewProps) {
  if (!isDragging || !offset || !mouse) return null;
  return (
    <div className="org-drag-layer" aria-hidden="true">
      <div className="org-drag-preview" style={{ transform: `translate(${mouse.x + 12}px, ${mouse.y + 8}px)` }}>
        <DragName id={id} />
      </div>
    </div>
  );
}

export const DragNameContext = createContext<(id: string) => string>(() => '');

function DragName({ id }: { id: string | null }) {
  const nameOf = useContext(DragNameContext);
  const { t } = useTranslation('organization');
  return (
    <Text size="2" weight="medium">
      <Trans t={t} i18nKey="tree.moving" values={{ name: id ? nameOf(id) : '' }} components={{ bdi: <bdi /> }} />
    </Text>
  );
}
