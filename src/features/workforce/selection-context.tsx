import { createContext, useContext } from 'react';
import type { Employee } from '../../../schemas/employee';
import { fullName } from './employee-rows-names';

/**
 * The rows chosen for a bulk action. The table's columns are module constants (its rows are
 * memoised on them), so a row's checkbox reaches the page through this; without a provider
 * there is no checkbox.
 */
export interface Selection {
  has(id: number): boolean;
  toggle(id: number): void;
}
export const SelectionContext = createContext<Selection | null>(null);

/** A plain checkbox: it is drawn for every row scrolled into view. */
export function SelectBox({ employee }: { employee: Employee }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  return (
    <input
      type="checkbox"
      className="select-box"
      checked={selection.has(employee.id)}
      onChange={() => selection.toggle(employee.id)}
      aria-label={`Select ${fullName(employee)}`}
    />
  );
}
