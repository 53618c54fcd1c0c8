import { jwtVerify, SignJWT } from 'jose';

export const JWT_LIFETIME_SECONDS = 12 * 60 * 60;

/** A session opened `now` lives as long as the JWT signed for it (whole seconds, as `exp` counts). */
export const sessionExpiry = (now: Date) => new Date((Math.floor(now.getTime() / 1000) + JWT_LIFETIME_SECONDS) * 1000);

export interface JwtClaims {
  userId: number;
  /** The user's token_version when the token was issued. */
  version: number;
  /** The row of `sessions` the token belongs to: signing out revokes it. */
  sessionId: string;
}

export interface JwtService {
  sign(claims: JwtClaims): Promise<string>;
  /** The claims of a valid, unexpired HS256 token; null for anything else. */
  verify(token: string): Promise<JwtClaims | null>;
}

/** Tokens whose signature this process has checked; a person sends the same one for hours. */
const VERIFIED_TOKENS = 10_000;

export function createJwtService(secret: Uint8Array, clock: () => Date): JwtService {
  // Imported once: given the raw bytes, jose imports a key on every call, a fifth of a
  // signed-in request's CPU under load.
  const key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A token that verified once is the same bytes the next time: only the clock can change
  // its answer (a revoked token is caught by its version, read per request). Checking the
  // signature once per token, not per request, was another seventh of the CPU.
  const verified = new Map<string, JwtClaims & { exp: number }>();
  const remember = (token: string, claims: JwtClaims & { exp: number }) => {
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  return {
    async sign({ userId, version, sessionId }) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ ver: version, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(now + JWT_LIFETIME_SECONDS)
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      // Expired as jose judges it: exp at or before the current second.
      if (known && known.exp > Math.floor(clock().getTime() / 1000)) return { userId: known.userId, version: known.version, sessionId: known.sessionId };
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          currentDate: clock(),
          // Tokens from before sessions (no sid) are refused: no sign-out could ever end them.
          requiredClaims: ['sub', 'exp', 'ver', 'sid'],
        });
        const userId = Number(payload.sub);
        const { ver: version, sid: sessionId } = payload;
        if (!Number.isSafeInteger(userId) || userId < 1 || typeof version !== 'number' || typeof sessionId !== 'string') return null;
        remember(token, { userId, version, sessionId, exp: payload.exp! });
        return { userId, version, sessionId };
      } catch {
        return null;
      }
    },
  };
}
