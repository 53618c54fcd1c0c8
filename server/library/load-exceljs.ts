import type ExcelJS from 'exceljs';

/**
 * exceljs takes about 0.4 s to load and only imports and exports use it, so it loads on
 * first use rather than with the server: every restart (a deploy, a crash) comes back sooner.
 */
export async function loadExcelJS(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
