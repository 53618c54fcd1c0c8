import type ExcelJS from 'exceljs';

/**
 * exceljs takes about 0.4 s to load and only exports and templates use it (uploads are read by xlsx/), so it loads on
 * first use rather than with the server: every restart (a deploy, a crash) comes back sooner.
 */
export async function loadExcelJS(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
