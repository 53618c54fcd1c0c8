import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** How long a person has to type the code after the right password. */
const CHALLENGE_LIFETIME_SECONDS = 5 * 60;

const AUDIENCE = 'two-factor-sign-in';

export interface ChallengeClaims {
  userId: number;
  /** The account's token_version at the password step: a password change meanwhile voids the challenge. */
  version: number;
}

export interface ChallengeService {
  sign(claims: ChallengeClaims): Promise<string>;
  /** The claims of a live challenge this server signed; null for anything else (a session's JWT included). */
  verify(challenge: string): Promise<ChallengeClaims | null>;
}

/**
 * The proof that the password step passed, carried to the code step. Signed with a key derived
 * from the secret key and not the session key itself, with its own audience and no session: it
 * can never pass as a session's JWT, nor a JWT as it.
 */
export function createChallengeService(secret: Uint8Array, clock: () => Date): ChallengeService {
  const key = createHmac('sha256', secret).update('two-factor challenge').digest();
  return {
    async sign({ userId, version }) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + CHALLENGE_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(challenge) {
      try {
        const { payload } = await jwtVerify(challenge, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['sub', 'exp', 'ver'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId < 1 || typeof payload.ver !== 'number') return null;
        return { userId, version: payload.ver };
      } catch {
        return null;
      }
    },
  };
}
