import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's recommended argon2id settings: argon2id, 19 MiB, two passes, one lane.
const options = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified against when the account is unknown or has no password, so that the answer
// takes as long as for a real account and timing does not reveal which addresses exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('no account has this password, it only burns time');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
