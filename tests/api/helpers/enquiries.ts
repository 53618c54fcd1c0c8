import { count, ilike } from 'drizzle-orm';
import { outbox } from '../../../server/db/schema';
import type { TestApp } from './test-app';

export type Query = Record<string, string | string[]>;
export interface CallOptions {
  remoteAddress?: string;
  app?: TestApp;
  headers?: Record<string, string>;
}

let ip = 0;
/** A client address of its own per call, so that only the tests about it meet the per-client limit. */
const nextIp = () => `10.0.${Math.floor((ip += 1) / 250)}.${(ip % 250) + 1}`;

/** The public site's two GET enquiries, the query built as a browser would (repeated keys allowed). */
export function enquiries(app: () => TestApp) {
  function get(path: string, query: Query, options: CallOptions = {}) {
    const t = app();
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) qs.append(k, one);
    return (options.app ?? t).app.inject({ method: 'GET', url: `${path}?${qs}`, remoteAddress: options.remoteAddress ?? nextIp(), headers: options.headers });
  }
  return {
    contact: (query: Query, options?: CallOptions) => get('/api/contact-us-email/', query, options),
    demo: (query: Query, options?: CallOptions) => get('/api/demo-request-email/', query, options),
    /** Mails that mention a visitor's address, whatever its case. */
    mailsAbout: (email: string) =>
      app()
        .db.select()
        .from(outbox)
        .where(ilike(outbox.text, `%${email}%`)),
    outboxSize: async () => (await app().db.select({ n: count() }).from(outbox))[0]!.n,
  };
}
