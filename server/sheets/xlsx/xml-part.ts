import { SaxesParser } from 'saxes';
import { refusals, SheetRefused } from '../sheet-caps';
import type { Budget } from './budget';

/** What a part's reader does with its elements; names come without their namespace prefix. */
interface XmlReader {
  open(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
  /** True once the reader has all it needs: the rest of the part is neither inflated nor parsed. */
  done?(): boolean;
}

// SpreadsheetML nests seven deep (worksheet, sheetData, row, c, is, r, t); saxes keeps a
// stack entry per open element, so a file of endless nesting must stop early.
const MAX_DEPTH = 64;
// saxes gathers a text node, tag or attribute whole before it reports it. A cell holds at
// most 32,767 characters (~200 KB escaped), so a megabyte without a single event is no sheet.
const QUIET_BYTES = 1024 * 1024;

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams a part through saxes as it inflates, one chunk at a time: what the parser holds
 * is bounded by QUIET_BYTES, and what the reader keeps is its own to count. Between
 * chunks the event loop serves other requests.
 */
export async function readXml(chunks: AsyncIterable<Buffer>, reader: XmlReader, budget: Budget): Promise<void> {
  const parser = new SaxesParser({ position: false });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let depth = 0;
  let events = 0;
  parser.on('opentag', (tag) => {
    events += 1;
    budget.element();
    depth += 1;
    if (depth > MAX_DEPTH) throw refusals.unreadable();
    reader.open(local(tag.name), tag.attributes as Record<string, string>);
  });
  parser.on('closetag', (tag) => {
    events += 1;
    depth -= 1;
    reader.close?.(local(tag.name));
  });
  const onText = (text: string) => {
    events += 1;
    reader.text?.(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  let quiet = 0;
  try {
    for await (const chunk of chunks) {
      const before = events;
      parser.write(decoder.decode(chunk, { stream: true }));
      quiet = events === before ? quiet + chunk.length : 0;
      if (quiet > QUIET_BYTES) throw refusals.unreadable();
      if (reader.done?.()) return;
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (err) {
    throw err instanceof SheetRefused ? err : refusals.unreadable();
  }
}
