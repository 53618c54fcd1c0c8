import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A small zip writer for crafting hostile workbooks in tests (the server never parses a
 * zip by hand; a test may write one). Deflated data is given whole, so a test can state
 * sizes that lie, and an entry can be left out of the central directory.
 */
export interface ZipEntry {
  name: string;
  /** Raw deflate data, as deflated() or repeated() make it. */
  data: Buffer;
  /** The size the entry declares, in both headers: true or not. */
  size: number;
  crc?: number;
  /** Stored (0) instead of deflated (8). */
  method?: 0 | 8;
  /** Written as a local header and its data, but not listed in the central directory. */
  hidden?: boolean;
}

/** Raw deflate of some text or bytes, with its true size and CRC. */
export function deflated(name: string, content: string | Buffer): ZipEntry {
  const bytes = Buffer.from(content);
  return { name, data: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
}

/**
 * Raw deflate of `unit` repeated until `bytes`, built in a moment whatever the size: one
 * megabyte is deflated with a full flush (no final block, dictionary reset) and repeated,
 * then a final block ends the stream. Inflating it produces every byte.
 */
export function repeated(unit: string | Buffer, bytes: number, head: string | Buffer = '', tail: string | Buffer = ''): Buffer {
  const one = Buffer.from(unit);
  const block = Buffer.alloc(Math.floor((1024 * 1024) / one.length) * one.length);
  for (let at = 0; at < block.length; at += one.length) one.copy(block, at);
  const segment = deflateRawSync(block, { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const body = Math.max(0, bytes - Buffer.byteLength(head) - Buffer.byteLength(tail));
  const blocks = Math.floor(body / block.length);
  const rest = Buffer.concat([block.subarray(0, body - blocks * block.length), Buffer.from(tail)]);
  return Buffer.concat([
    deflateRawSync(Buffer.from(head), { finishFlush: constants.Z_FULL_FLUSH }),
    ...Array.from({ length: blocks }, () => segment),
    deflateRawSync(rest),
  ]);
}

function header(signature: number, entry: ZipEntry, central: boolean, offset: number): Buffer {
  const name = Buffer.from(entry.name);
  const b = Buffer.alloc(central ? 46 : 30);
  b.writeUInt32LE(signature, 0);
  let at = 4;
  if (central) {
    b.writeUInt16LE(20, at);
    at += 2;
  }
  b.writeUInt16LE(20, at);
  b.writeUInt16LE(0, at + 2);
  b.writeUInt16LE(entry.method ?? 8, at + 4);
  b.writeUInt16LE(0, at + 6);
  b.writeUInt16LE(0x21, at + 8);
  b.writeUInt32LE(entry.crc ?? 0, at + 10);
  b.writeUInt32LE(entry.data.length, at + 14);
  b.writeUInt32LE(entry.size >>> 0, at + 18);
  b.writeUInt16LE(name.length, at + 22);
  b.writeUInt16LE(0, at + 24);
  if (central) b.writeUInt32LE(offset, 42);
  return Buffer.concat([b, name]);
}

export function zipOfEntries(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const listed: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const local = Buffer.concat([header(0x04034b50, entry, false, 0), entry.data]);
    if (!entry.hidden) listed.push(header(0x02014b50, entry, true, offset));
    parts.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(listed);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed.length, 8);
  end.writeUInt16LE(listed.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A sheet's XML around its rows. */
export const sheetXml = (rows: string) => `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

/**
 * The parts of a minimal workbook by hand, as Excel lays them out, its first sheet at
 * xl/worksheets/sheet1.xml; `parts` replaces or adds any of them.
 */
export function workbookEntries(parts: Record<string, string | ZipEntry | null> = {}): ZipEntry[] {
  const base: Record<string, string> = {
    '[Content_Types].xml': '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="People" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>username</t></is></c></row>'),
  };
  const all = { ...base, ...parts };
  return Object.entries(all).flatMap(([name, part]) => (part === null ? [] : [typeof part === 'string' ? deflated(name, part) : { ...part, name }]));
}
