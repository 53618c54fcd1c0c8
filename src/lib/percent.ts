import { decimal } from '../i18n/format';

/**
 * 78.1 → "78.1%"; nothing → `none` ("—" in a table cell, words where a sentence reads it out). Percentages always
 * come from the server (computed once, from the unrounded score): never work one out here from a rounded score,
 * or two screens would disagree.
 */
export const percent = (value: number | null | undefined, none = '—') => (value === null || value === undefined ? none : `${decimal(value, 1)}%`);
