import type { FastifyReply, FastifyRequest } from 'fastify';
import { SSO_SIGN_IN_MINUTES } from '../../../schemas/sso';

const NAME = 'c360_sso_state';
// Sent only to the callback's endpoint, never readable by scripts; Lax, since the callback is a same-site request.
const PATH = '/auth/sso/';

/** Binds a sign-in to the browser that started it: a callback carrying another browser's state is refused. */
export function setStateCookie(reply: FastifyReply, state: string, secure: boolean): void {
  const flags = [`Path=${PATH}`, `Max-Age=${SSO_SIGN_IN_MINUTES * 60}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  reply.header('set-cookie', `${NAME}=${state}; ${flags.join('; ')}`);
}

export function clearStateCookie(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', `${NAME}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

export function stateCookieOf(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === NAME) return value.join('=') || null;
  }
  return null;
}
