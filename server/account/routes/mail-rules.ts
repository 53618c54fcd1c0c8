import type { FastifyInstance } from 'fastify';
import type { Rule } from '../../plugins/rate-limits';

/**
 * Every endpoint that mails someone shares one budget per address and one per client,
 * counted whether or not the address exists (so a 429 reveals nothing either).
 */
export function mailRules(app: FastifyInstance, email: string, ip: string): Rule[] {
  return [
    { key: `mail:address:${email.trim().toLowerCase()}`, limit: app.config.limits.mailPerAddress },
    { key: `mail:ip:${ip}`, limit: app.config.limits.mailPerIp },
  ];
}
