import path from 'node:path';
import { refusals } from '../sheet-caps';
import type { Budget } from './budget';
import { readXml } from './xml-part';
import type { Zip } from './zip-parts';

/** The parts that make the first sheet readable, as the workbook's relationships name them. */
interface WorkbookParts {
  sheet: string;
  sharedStrings: string | null;
  styles: string | null;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

/** A relationship's target as a part name: relative to xl/, or absolute from the package root. */
const partName = (target: string) => (target.startsWith('/') ? target.slice(1) : path.posix.join('xl', target));

/** The first <sheet> of the workbook (the first tab a person sees), by its r:id. */
async function firstSheetId(zip: Zip, budget: Budget): Promise<string | null> {
  let id: string | null = null;
  await readXml(
    zip.part(WORKBOOK, budget.caps.partBytes, 'workbook.xml'),
    {
      open(name, attributes) {
        if (name !== 'sheet' || id !== null) return;
        // The relationships namespace's prefix is the file's choice (r: in Excel's files).
        id = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1] ?? '';
      },
      done: () => id !== null,
    },
    budget,
  );
  return id;
}

/** Null when the workbook has no sheet at all; a sheet named but missing is unreadable. */
export async function workbookParts(zip: Zip, budget: Budget): Promise<WorkbookParts | null> {
  if (!zip.has(WORKBOOK)) return null;
  const sheetId = await firstSheetId(zip, budget);
  if (sheetId === null) return null;
  if (!zip.has(WORKBOOK_RELS)) throw refusals.unreadable();
  let sheet: string | null = null;
  let sharedStrings: string | null = null;
  let styles: string | null = null;
  await readXml(
    zip.part(WORKBOOK_RELS, budget.caps.partBytes, 'workbook relationships'),
    {
      open(name, { Id, Type = '', Target, TargetMode }) {
        if (name !== 'Relationship' || !Target || TargetMode === 'External') return;
        if (Id === sheetId) sheet ??= partName(Target);
        else if (Type.endsWith('/sharedStrings')) sharedStrings ??= partName(Target);
        else if (Type.endsWith('/styles')) styles ??= partName(Target);
      },
    },
    budget,
  );
  if (!sheet || !zip.has(sheet)) throw refusals.unreadable();
  const present = (part: string | null) => (part && zip.has(part) ? part : null);
  return { sheet, sharedStrings: present(sharedStrings), styles: present(styles) };
}
