import { SOURCE_LANGUAGE, TRANSLATED_FIELDS, TRANSLATED_LANGUAGES, TRANSLATION_COLUMNS } from '../../schemas/content-translations';
import type { TranslatableText } from '../competency/queries/content-translations';
import { loadExcelJS } from './load-exceljs';
import { formulaSafe } from './write-sheet';

/**
 * The translators' sheet: one row per text of the library (kind, id, the English source, a column per language), the
 * header and the first three columns frozen so a translator scrolls the languages beside the source.
 */
export async function translationsXlsx(texts: TranslatableText[]): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Translations', { views: [{ state: 'frozen', xSplit: 3, ySplit: 1 }] });
  sheet.columns = TRANSLATION_COLUMNS.map((header) => ({ header, key: header, width: header === 'kind' ? 12 : header === 'id' ? 8 : 50 }));
  sheet.getRow(1).font = { bold: true };
  for (const text of texts) {
    const { field } = TRANSLATED_FIELDS[text.kind];
    const translated = TRANSLATED_LANGUAGES.map((l) => formulaSafe(text.translations[l]?.[field] ?? ''));
    sheet.addRow([text.kind, text.id, formulaSafe(text.source), ...translated]);
  }
  // Long definitions wrap in their cells instead of running off the screen.
  for (const column of [SOURCE_LANGUAGE, ...TRANSLATED_LANGUAGES]) sheet.getColumn(column).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
