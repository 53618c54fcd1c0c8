import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

/**
 * Secrets the server must read back (a two-factor secret), sealed with AES-256-GCM under a key derived from the
 * server's secret key, so that a copy of the database alone (a backup, a read replica, a SQL injection) does not
 * hand them out. `context` (the row it belongs to) is bound in as associated data: a sealed value copied to another
 * row does not open. The nonce is derived from the context and the plaintext (SIV-like): the same secret for the
 * same row seals the same way, so a write can still compare with the stored value.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The plaintext; null when it does not open (another key, another row, tampered). */
  open(sealed: string, context: string): string | null;
}

const VERSION = 'v1';

export function createSecretBox(secretKey: Uint8Array, purpose: string): SecretBox {
  const derive = (use: string) => createHmac('sha256', secretKey).update(`secret box ${purpose}: ${use}`).digest();
  const key = derive('encryption');
  const nonceKey = derive('nonce');
  return {
    seal(plain, context) {
      const iv = createHmac('sha256', nonceKey).update(context).update('\0').update(plain).digest().subarray(0, 12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed, context) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
