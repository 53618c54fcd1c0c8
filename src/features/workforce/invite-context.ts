import { createContext, useContext } from 'react';
import type { Employee } from '../../../schemas/employee';

/**
 * The employee table's columns are module constants (its rows are memoised on them): a
 * row's Invite button reaches the page through this. Without a provider there is no button.
 */
export const InviteContext = createContext<{ invite(employee: Employee): void; busy: boolean } | null>(null);

export const useInvite = () => useContext(InviteContext);
