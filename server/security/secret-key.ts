import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_BYTES = 32;

/**
 * The JWT signing key: SECRET_KEY when set, otherwise a 256-bit key generated on first
 * start and kept in DATA_DIR/secret.key (readable by the owner only).
 */
export function resolveSecretKey(secretKey: string | undefined, dataDir: string): Uint8Array {
  if (secretKey) {
    const bytes = new TextEncoder().encode(secretKey);
    if (bytes.length < MIN_BYTES) throw new Error(`SECRET_KEY must be at least ${MIN_BYTES} bytes long (256 bits).`);
    return bytes;
  }
  const file = path.join(dataDir, 'secret.key');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting at once keep one key.
    writeFileSync(file, randomBytes(MIN_BYTES).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (stored.length < 43) throw new Error(`${file} holds no usable key; delete it to generate a new one.`);
  return new TextEncoder().encode(stored);
}
