import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './env';

/**
 * Undoes quoted-printable soft breaks and escapes, so links and text read as they were
 * written. The file is read as bytes (latin1), and the bytes decoded as UTF-8 at the end.
 */
function decodeQuotedPrintable(bytes: string): string {
  const decoded = bytes.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(decoded, 'latin1').toString('utf8');
}

function messagesTo(address: string): string[] {
  const dir = path.join(e2eDataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((f) => decodeQuotedPrintable(readFileSync(f, 'latin1')))
    .filter((m) => m.toLowerCase().includes(address.toLowerCase()));
}

/** Waits for the newest mail to `address` that carries a link containing `pathPart`; returns the link. */
export async function linkFromOutbox(address: string, pathPart: string, after = 0): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const found = messagesTo(address)
          .slice(after)
          .flatMap((m) => m.match(/https?:\/\/[^\s"<>]+/g) ?? [])
          .filter((l) => l.includes(pathPart));
        link = found.at(-1) ?? '';
        return link;
      },
      { timeout: 15_000, message: `a mail to ${address} with a ${pathPart} link` },
    )
    .not.toBe('');
  return link;
}

export function outboxCount(address: string): number {
  return messagesTo(address).length;
}

/** Every mail that mentions `address` (recipient, Reply-To or body), oldest first, decoded. */
export function outboxMessages(address: string): string[] {
  return messagesTo(address);
}
