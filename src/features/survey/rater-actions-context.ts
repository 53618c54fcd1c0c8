import { createContext, useContext } from 'react';
import type { RaterActionKind } from '../../../machines/rater-actions.machine';
import type { Assignment, Survey } from '../../../schemas/survey';

export interface RaterActions {
  survey: Pick<Survey, 'status' | 'is_draft'>;
  open(kind: RaterActionKind, assignment: Assignment): void;
}

/**
 * The table's columns are module constants (the rows are memoised on them): a row's menu
 * reaches the page's actions through this instead. Without a provider there is no menu.
 */
export const RaterActionsContext = createContext<RaterActions | null>(null);

export const useRaterActions = () => useContext(RaterActionsContext);
