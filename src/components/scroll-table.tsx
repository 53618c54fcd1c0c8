import { Table } from '@radix-ui/themes';
import { useEffect, useLayoutEffect, useRef, type ComponentProps } from 'react';
import './scroll-table.css';

interface ScrollTableProps extends ComponentProps<typeof Table.Root> {
  label: string;
  /**
   * On a phone, each row becomes a block of its own: the row's heading, then each figure on a
   * line under its column's name, so the table fits the width instead of scrolling sideways.
   */
  stack?: boolean;
}

/** Names each body cell after its column's header (`data-label`), which the stacked layout shows before the cell. */
function labelCells(table: HTMLTableElement | null): void {
  if (!table) return;
  const headers = [...table.querySelectorAll<HTMLTableCellElement>(':scope > thead > tr:first-child > th')];
  const names = headers.map((th) => (th.querySelector('.visually-hidden') ? '' : (th.textContent?.trim() ?? '')));
  for (const row of table.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr')) {
    [...row.cells].forEach((cell, i) => {
      const name = names[i] ?? '';
      if (cell.dataset.label !== name) cell.dataset.label = name;
    });
  }
}

/**
 * Radix's Table.Root scrolls a wide table sideways inside a scroll area whose viewport takes no
 * focus, so a keyboard user could not reach its hidden columns (WCAG 2.1.1). While the table is
 * wider than its box, this one's viewport is a focusable region named `label`.
 */
export function ScrollTable({ label, stack = false, className, ...props }: ScrollTableProps) {
  const ref = useRef<HTMLDivElement>(null);
  // After every render: the rows are the caller's and change with its data.
  useLayoutEffect(() => {
    if (stack) labelCells(ref.current?.querySelector('table') ?? null);
  });
  useEffect(() => {
    const viewport = ref.current?.querySelector<HTMLElement>('.rt-ScrollAreaViewport');
    if (!viewport) return;
    const update = () => {
      if (viewport.scrollWidth > viewport.clientWidth) {
        viewport.tabIndex = 0;
        viewport.setAttribute('role', 'region');
        viewport.setAttribute('aria-label', label);
      } else {
        viewport.removeAttribute('tabindex');
        viewport.removeAttribute('role');
        viewport.removeAttribute('aria-label');
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [label]);
  return <Table.Root ref={ref} className={[className, stack && 'stack-table'].filter(Boolean).join(' ') || undefined} {...props} />;
}
