import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createApp } from '../../../server/app';
import { defaultLimits, loadConfig, type MailDelivery, type RateLimits, type WebhookDelivery } from '../../../server/config';
import type { DbHandle } from '../../../server/db/client';
import type { Db } from '../../../server/db/db-type';
import { outboxRepository } from '../../../server/mail/outbox';
import { createMailer, type Mailer } from '../../../server/mail/mailer';
import type { MailTransport } from '../../../server/mail/mail-transport';
import { fileTransport } from '../../../server/mail/transports';
import { openTestDatabase } from './test-database';

/** A clock tests move forward to expire links, JWTs and rate-limit windows. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  handle: DbHandle;
  mailer: Mailer;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  limits?: Partial<RateLimits>;
  distDir?: string;
  transport?: MailTransport;
  /** Routes a test adds beside the real ones (the generic list plugin in company scope). */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Reuse a database (a second app on the same data, as a second process would). */
  handle?: DbHandle;
  /** Sees every route the app adds. */
  onRoute?: (route: RouteOptions) => void;
  /** Share another app's clock (two processes see the same time). */
  clock?: TestClock;
  /** Retries, lease and polling of the outbox worker. */
  mail?: Partial<MailDelivery>;
  /** Coaching webhooks: by default receivers on this machine are allowed and only flush() delivers. */
  webhooks?: Partial<WebhookDelivery>;
}

// Generous by default so that unrelated tests never meet a limit; rate-limit tests set their own.
const roomyLimits: RateLimits = Object.fromEntries(Object.entries(defaultLimits).map(([k, v]) => [k, { ...v, max: 10_000 }])) as unknown as RateLimits;

/** The real app on a fresh database, without a port: drive it with app.inject(). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'c360-api-'));
  const handle = options.handle ?? (await openTestDatabase());
  const clock = options.clock ?? new TestClock();
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://app.test', SECRET_KEY: 'a test key that is long enough to be 256 bits' }),
    limits: { ...roomyLimits, ...options.limits },
  };
  // Tests decide when mail goes (flush) and when reminders are looked for: no timer does it between their steps.
  config.mail = { ...config.mail, pollSeconds: 24 * 3600, ...options.mail };
  config.webhooks = { ...config.webhooks, allowPrivate: true, pollSeconds: 24 * 3600, ...options.webhooks };
  const transport = options.transport ?? fileTransport(path.join(dataDir, 'outbox'), config.mailFrom, () => undefined);
  const silent = { error: () => undefined, warn: () => undefined };
  const mailer = createMailer({ outbox: outboxRepository(handle.db), transport, log: silent, clock: clock.now, delivery: config.mail });
  const app = await createApp(
    {
      db: handle.db,
      config,
      mailer,
      clock: clock.now,
      distDir: options.distDir ?? path.join(dataDir, 'no-dist'),
      onRoute: options.onRoute,
    },
    false,
  );
  if (options.extraRoutes) await options.extraRoutes(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    mailer,
    clock,
    dataDir,
    async close() {
      await app.close();
      if (!options.handle) await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
