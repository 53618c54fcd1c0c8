import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../server/security/secret-box';

const key = new TextEncoder().encode('a secret key long enough for the server, 256 bits');
const box = createSecretBox(key, 'two-factor secret');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('secret box (two-factor secrets at rest)', () => {
  it('seals so the plaintext is not in the value, and opens for the same row', () => {
    const sealed = box.seal(SECRET, 'users:7');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.open(sealed, 'users:7')).toBe(SECRET);
  });

  it('seals the same secret for the same row the same way (a write can compare), another row differently', () => {
    expect(box.seal(SECRET, 'users:7')).toBe(box.seal(SECRET, 'users:7'));
    expect(box.seal(SECRET, 'users:8')).not.toBe(box.seal(SECRET, 'users:7'));
  });

  it('does not open for another row, another key, another purpose, or once tampered', () => {
    const sealed = box.seal(SECRET, 'users:7');
    expect(box.open(sealed, 'users:8')).toBeNull();
    expect(createSecretBox(new TextEncoder().encode('another key, also long enough to be one'), 'two-factor secret').open(sealed, 'users:7')).toBeNull();
    expect(createSecretBox(key, 'something else').open(sealed, 'users:7')).toBeNull();
    const [v, iv, body, tag] = sealed.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(box.open([v, iv, flipped, tag].join('.'), 'users:7')).toBeNull();
    expect(box.open(SECRET, 'users:7')).toBeNull();
  });
});
