import { describe, expect, it } from 'vitest';
import { createJwtService, JWT_LIFETIME_SECONDS } from '../../../server/security/jwt';
import { TestClock } from '../helpers/test-app';

// The service remembers tokens it verified (server/security/jwt.ts): remembering must never
// make a token valid that a fresh check would refuse.
describe('a verified JWT, checked again', () => {
  const key = new TextEncoder().encode('a test key that is long enough to be 256 bits');

  it('is still refused once expired, and accepted again if the clock goes back', async () => {
    const clock = new TestClock();
    const jwt = createJwtService(key, clock.now);
    const token = await jwt.sign({ userId: 7, version: 2, sessionId: 's' });
    expect(await jwt.verify(token)).toEqual({ userId: 7, version: 2, sessionId: 's' });
    expect(await jwt.verify(token)).toEqual({ userId: 7, version: 2, sessionId: 's' });
    clock.advance(JWT_LIFETIME_SECONDS * 1000);
    expect(await jwt.verify(token)).toBeNull();
    clock.advance(-1000);
    expect(await jwt.verify(token)).toEqual({ userId: 7, version: 2, sessionId: 's' });
  });

  it('does not make a changed token valid, nor one signed with another key', async () => {
    const clock = new TestClock();
    const jwt = createJwtService(key, clock.now);
    const token = await jwt.sign({ userId: 7, version: 2, sessionId: 's' });
    await jwt.verify(token);
    // The signature's second-to-last character carries six bits of it (the last one's low bits are padding).
    const at = token.length - 2;
    const flipped = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(flipped).not.toBe(token);
    expect(await jwt.verify(flipped)).toBeNull();
    const other = createJwtService(new TextEncoder().encode('another key that is also long enough, 256 bits'), clock.now);
    expect(await other.verify(token)).toBeNull();
  });
});
