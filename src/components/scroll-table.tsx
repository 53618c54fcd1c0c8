import { Table } from '@radix-ui/themes';
import { useEffect, useRef, type ComponentProps } from 'react';

/**
 * Radix's Table.Root scrolls a wide table sideways inside a scroll area whose viewport takes no
 * focus, so a keyboard user could not reach its hidden columns (WCAG 2.1.1). While the table is
 * wider than its box, this one's viewport is a focusable region named `label`.
 */
export function ScrollTable({ label, ...props }: ComponentProps<typeof Table.Root> & { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
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
  return <Table.Root ref={ref} {...props} />;
}
