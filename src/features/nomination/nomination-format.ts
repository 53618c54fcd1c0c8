import { day } from '../../lib/english-format';

/** "4 Dec 2026" from a date or a moment (in UTC, as the server judges them); a missing one is a dash. */
export const fullDay = (iso: string | null): string => (iso ? day(iso) : '—');
