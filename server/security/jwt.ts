import { jwtVerify, SignJWT } from 'jose';

export const JWT_LIFETIME_SECONDS = 12 * 60 * 60;

export interface JwtClaims {
  userId: number;
  /** The user's token_version when the token was issued. */
  version: number;
}

export interface JwtService {
  sign(claims: JwtClaims): Promise<string>;
  /** The claims of a valid, unexpired HS256 token; null for anything else. */
  verify(token: string): Promise<JwtClaims | null>;
}

export function createJwtService(key: Uint8Array, clock: () => Date): JwtService {
  return {
    async sign({ userId, version }) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(now + JWT_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock(),
          requiredClaims: ['sub', 'exp', 'ver'],
        });
        const userId = Number(payload.sub);
        const version = payload.ver;
        if (!Number.isSafeInteger(userId) || userId < 1 || typeof version !== 'number') return null;
        return { userId, version };
      } catch {
        return null;
      }
    },
  };
}
