import type { Budget } from './budget';
import { readXml } from './xml-part';
import type { Zip } from './zip-parts';

// Excel allows 64,000 cell formats; past that a style index reads as General.
const MAX_FORMATS = 65_536;
// Built-in number format 1 is "0"; no other built-in one is all zeros.
const BUILT_IN_ZEROS: Record<string, number> = { 1: 1 };

/**
 * For each cell style (cellXfs, by the index a cell's s="" gives), the width its number
 * format pads to when that format is all zeros ("000000", as employee codes are often
 * formatted), else 0. Other formats read as General: imports take no dates or currencies.
 */
export async function zeroPadWidths(zip: Zip, part: string, budget: Budget): Promise<number[]> {
  const custom = new Map<string, number>();
  const formatIds: string[] = [];
  let inCellXfs = false;
  await readXml(
    zip.part(part, budget.caps.partBytes, 'styles.xml'),
    {
      open(name, attributes) {
        if (name === 'numFmt' && /^0+$/.test(attributes.formatCode ?? '')) custom.set(attributes.numFmtId ?? '', attributes.formatCode!.length);
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs && formatIds.length < MAX_FORMATS) formatIds.push(attributes.numFmtId ?? '0');
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
    },
    budget,
  );
  return formatIds.map((id) => custom.get(id) ?? BUILT_IN_ZEROS[id] ?? 0);
}

/**
 * A number as the sheet shows it. In General format: rounded to the 15 significant digits
 * Excel keeps, then the shortest form that reads back the same (5550199 stays "5550199",
 * 0.30000000000000004 reads "0.3"). In an all-zeros format: rounded to a whole number and
 * padded to the format's width.
 */
export function numberText(raw: string, padWidth: number): string {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) return raw;
  if (padWidth > 0 && Math.abs(value) < 1e15) {
    const whole = Math.round(Math.abs(value));
    return `${value < 0 && whole !== 0 ? '-' : ''}${String(whole).padStart(padWidth, '0')}`;
  }
  return String(Number(value.toPrecision(15)));
}
