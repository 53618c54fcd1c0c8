import { randomBytes } from 'node:crypto';
import { repeated, zipOfEntries } from './zip-writer';

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(filename: string, content: Buffer | string, field = 'file') {
  const boundary = `----c360${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` + 'Content-Type: application/octet-stream\r\n\r\n';
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A zip with one deflated entry (an XLSX is a zip): a small file that unpacks to `bytes`, and says so. */
export function zipOf(name: string, bytes: number): Buffer {
  return zipOfEntries([{ name, data: repeated('A', bytes), size: bytes }]);
}
