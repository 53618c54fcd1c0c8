import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl, { type Entry } from 'yauzl';
import { refusals, SheetRefused } from '../sheet-caps';
import type { Budget } from './budget';

/** An XLSX's zip as its central directory lists it: a part missing from it does not exist. */
export interface Zip {
  has(name: string): boolean;
  /**
   * A part's bytes as inflation produces them, each chunk counted against `cap` and the
   * workbook's budget before it is handed on; leaving the loop early stops the inflation.
   */
  part(name: string, cap: number, label: string): AsyncGenerator<Buffer>;
}

const CHUNK = 64 * 1024;
const asRefusal = (err: unknown) => (err instanceof SheetRefused ? err : refusals.unreadable());

/**
 * Opens the zip in memory through yauzl, which reads the entries from the central directory
 * only (a local header it does not list is never looked at). The entry count, names and the
 * sizes the entries declare are checked before anything is inflated; declared sizes only
 * refuse early: what is counted is what inflation produces.
 */
export async function openZip(file: Buffer, budget: Budget): Promise<Zip> {
  const { caps } = budget;
  const zip = await yauzl.fromBufferPromise(file, { decodeStrings: true, validateEntrySizes: true, strictFileNames: false }).catch(() => {
    throw refusals.unreadable();
  });
  if (zip.entryCount > caps.entries) throw refusals.entries(caps);
  const entries = new Map<string, Entry>();
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      // Part names are case-insensitive; two of one name would let two readers see two workbooks.
      const name = entry.fileName.toLowerCase();
      if (entries.has(name)) throw refusals.unreadable();
      entries.set(name, entry);
      declared += entry.uncompressedSize;
    }
  } catch (err) {
    throw asRefusal(err);
  }
  if (declared > caps.unpackedBytes) throw refusals.unpacked(caps);

  async function* part(name: string, cap: number, label: string): AsyncGenerator<Buffer> {
    const entry = entries.get(name.toLowerCase());
    if (!entry || entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) throw refusals.unreadable();
    if (entry.uncompressedSize > cap) throw refusals.part(label, cap);
    let raw: Readable;
    try {
      raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
    } catch {
      throw refusals.unreadable();
    }
    // Inflated here rather than by yauzl, so that stopping early destroys the inflater too.
    const out: Readable = entry.compressionMethod === 8 ? pipeline(raw, createInflateRaw({ chunkSize: CHUNK }), () => undefined) : raw;
    let size = 0;
    try {
      for await (const chunk of out as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > cap) throw refusals.part(label, cap);
        budget.bytes(chunk.length);
        yield chunk;
      }
    } catch (err) {
      throw asRefusal(err);
    } finally {
      out.destroy();
      raw.destroy();
    }
  }

  return { has: (name) => entries.has(name.toLowerCase()), part };
}
