import { refusals } from '../sheet-caps';
import type { Budget } from './budget';
import { readXml } from './xml-part';
import type { Zip } from './zip-parts';

/**
 * The workbook's shared strings, each the plain text of its runs joined (phonetic guides
 * left out, as a cell shows none). Counted as they are read: the count, and their
 * characters against the workbook's text budget.
 */
export async function sharedStrings(zip: Zip, part: string, budget: Budget): Promise<string[]> {
  const { caps } = budget;
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await readXml(
    zip.part(part, caps.unpackedBytes, 'sharedStrings.xml'),
    {
      open(name) {
        if (name === 'si') {
          if (strings.length >= caps.sharedStrings) throw refusals.sharedStrings(caps);
          current = '';
        } else if (name === 'rPh') phonetic += 1;
        else if (name === 't' && current !== null && phonetic === 0) inText = true;
      },
      close(name) {
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic -= 1;
        else if (name === 'si' && current !== null) {
          strings.push(current);
          current = null;
        }
      },
      text(text) {
        if (!inText) return;
        budget.text(text.length);
        current += text;
      },
    },
    budget,
  );
  return strings;
}
