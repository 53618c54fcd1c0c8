import { createInflateRaw } from 'node:zlib';

/** Why a zip (an XLSX) was refused before anything unpacked it for real. */
export type ZipProblem = 'not-a-zip' | 'too-large' | 'too-many-entries' | 'unsupported';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Bytes a deflated entry unpacks to, counted as they stream out and dropped at once, so
 * memory stays flat however large the cap (megabyte chunks keep it fast); stops as soon as
 * the count passes `cap`.
 */
function inflatedSize(data: Buffer, cap: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 1024 * 1024 });
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) { inflate.destroy(); resolve(size); }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', reject);
    inflate.end(data);
  });
}

/**
 * Unpacks every entry of a zip with a hard cap on the bytes produced, so a zip bomb stops
 * at the cap instead of filling memory (DESIGN §5: an XLSX's unpacked size is bounded).
 * Sizes the archive declares are not trusted: each entry is inflated under the cap left.
 */
export async function checkUnpackedSize(zip: Buffer, maxBytes: number, maxEntries = 1000): Promise<ZipProblem | null> {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i -= 1) {
    if (zip.readUInt32LE(i) === EOCD) { end = i; break; }
  }
  if (end < 0) return 'not-a-zip';
  const entries = zip.readUInt16LE(end + 10);
  if (entries > maxEntries) return 'too-many-entries';
  let at = zip.readUInt32LE(end + 16);
  let left = maxBytes;
  try {
    for (let n = 0; n < entries; n += 1) {
      if (zip.readUInt32LE(at) !== CENTRAL) return 'not-a-zip';
      const method = zip.readUInt16LE(at + 10);
      const compressed = zip.readUInt32LE(at + 20);
      const local = zip.readUInt32LE(at + 42);
      at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      // 0xffffffff marks zip64, which no spreadsheet this size needs.
      if (compressed === 0xffffffff || local === 0xffffffff) return 'unsupported';
      if (zip.readUInt32LE(local) !== LOCAL) return 'not-a-zip';
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + compressed);
      let size: number;
      if (method === 0) size = data.length;
      else if (method === 8) size = await inflatedSize(data, left);
      else return 'unsupported';
      left -= size;
      if (left < 0) return 'too-large';
    }
  } catch {
    return 'not-a-zip';
  }
  return null;
}
