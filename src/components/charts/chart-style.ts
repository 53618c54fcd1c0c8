import type { CSSProperties } from 'react';

/** Recharts in the Radix theme's tokens, legible in light and dark appearance. */
export const axisTick = { fill: 'var(--gray-11)', fontSize: 12 };
export const axisLine = 'var(--gray-a7)';
export const gridLine = 'var(--gray-a5)';
export const hoverCursor = { fill: 'var(--gray-a3)' };
export const tooltipStyle: CSSProperties = {
  background: 'var(--color-panel-solid)',
  border: '1px solid var(--gray-a6)',
  borderRadius: 'var(--radius-3)',
  boxShadow: 'var(--shadow-3)',
  color: 'var(--gray-12)',
  fontSize: 'var(--font-size-2)',
};
export const tooltipLabelStyle: CSSProperties = { color: 'var(--gray-12)', fontWeight: 500 };
