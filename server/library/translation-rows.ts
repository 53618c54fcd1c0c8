import {
  SOURCE_LANGUAGE,
  TRANSLATED_FIELDS,
  TRANSLATED_LANGUAGES,
  TRANSLATION_COLUMNS,
  TRANSLATION_IMPORT_LIMITS,
  TRANSLATION_KINDS,
  type TranslatedLanguage,
  type TranslationKind,
} from '../../schemas/content-translations';
import type { RowError } from '../../schemas/spreadsheet';
import { hasVisible } from '../../schemas/text-rules';
import { bodyAjv, compileLengthFirst, toFieldErrors } from '../shared/rules/validation';
import { tooManyRows } from '../shared/rules/sheet-rows';
import type { SheetRow } from '../sheets/sheet-types';
import { unguard } from './library-rows';

/** One text of the sheet: its translations by language column, '' where the cell is empty (the translation goes). */
export interface TranslationRow {
  row: number;
  kind: TranslationKind;
  id: number;
  texts: Partial<Record<TranslatedLanguage, string>>;
}

export type TranslationRows = { rows: TranslationRow[]; languages: TranslatedLanguage[] } | { file: string } | { errors: RowError[] };

const checks = Object.fromEntries(
  TRANSLATION_KINDS.map((kind) => [kind, compileLengthFirst(bodyAjv, { type: 'object', properties: { text: TRANSLATED_FIELDS[kind].text } })]),
) as Record<TranslationKind, ReturnType<typeof compileLengthFirst>>;

const isKind = (value: string): value is TranslationKind => (TRANSLATION_KINDS as readonly string[]).includes(value);

/**
 * The translators' sheet checked as a whole: the header names kind, id and the English source, with any of the
 * languages beside (a language left out is left as it is); each row names a text once, and each translation meets the
 * rules of the field it translates. Every problem is listed by row: all or nothing. Whether the ids are the company's
 * is the repository's to say.
 */
export function translationRows(sheet: SheetRow[], more = false): TranslationRows {
  const [header, ...body] = sheet.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!header) return { file: 'The file is empty.' };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const named = names.filter((n) => n !== '');
  const unknown = named.filter((n) => !(TRANSLATION_COLUMNS as readonly string[]).includes(n));
  const required = ['kind', 'id', SOURCE_LANGUAGE];
  if (required.some((c) => !names.includes(c)) || unknown.length || new Set(named).size !== named.length) {
    return { file: `The first row must name the columns ${TRANSLATION_COLUMNS.join(', ')}, each once (found: ${named.join(', ') || 'none'}).` };
  }
  const languages = TRANSLATED_LANGUAGES.filter((l) => names.includes(l));
  if (languages.length === 0) return { file: `The file has no column of a language to import (${TRANSLATED_LANGUAGES.join(', ')}).` };
  if (body.length === 0) return { file: 'The file has a header but no rows.' };
  const tooMany = tooManyRows({ rows: [header, ...body], more }, TRANSLATION_IMPORT_LIMITS.rows);
  if (tooMany) return { file: tooMany };

  const rows: TranslationRow[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of body) {
    // A cell holding only invisible characters (zero-width spaces…) is read as the blank it looks like.
    const cell = (column: string) => {
      const text = unguard(cells[names.indexOf(column)] ?? '').trim();
      return hasVisible(text) ? text : '';
    };
    const before = errors.length;
    const kind = cell('kind').toLowerCase();
    const id = /^\d{1,10}$/.test(cell('id')) ? Number(cell('id')) : NaN;
    if (!isKind(kind)) errors.push({ row, field: 'kind', message: `Must be one of ${TRANSLATION_KINDS.join(', ')}.` });
    if (!Number.isInteger(id) || id < 1 || id > 2147483647) errors.push({ row, field: 'id', message: 'Must be the id the export gave.' });
    if (!isKind(kind) || errors.length > before) continue;
    const key = `${kind}:${id}`;
    if (seen.has(key)) errors.push({ row, field: 'id', message: `The same ${kind} as row ${seen.get(key)}.` });
    seen.set(key, row);
    const texts: TranslationRow['texts'] = {};
    for (const language of languages) {
      const text = cell(language);
      if (text.includes('\u0000')) errors.push({ row, field: language, message: 'Null characters are not allowed.' });
      else if (text && !checks[kind]({ text })) {
        const messages = toFieldErrors(checks[kind].errors ?? []).text ?? ['Not a valid text.'];
        errors.push({ row, field: language, message: messages[0]! });
      }
      texts[language] = text;
    }
    rows.push({ row, kind, id, texts });
  }
  return errors.length ? { errors } : { rows, languages };
}
