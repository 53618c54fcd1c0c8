import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository } from '../../../server/mail/outbox';
import { outbox } from '../../../server/db/schema';
import type { MailTransport } from '../../../server/mail/mail-transport';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const SECOND = 1000;

/** A mail server that refuses the addresses in `refusing` and records what it accepts. */
function flakyServer() {
  const refusing = new Set<string>();
  const accepted: string[] = [];
  const transport: MailTransport = {
    async deliver(mail) {
      if (refusing.has(mail.to)) throw new Error('451 4.3.0 Try again later');
      accepted.push(mail.to);
    },
  };
  return { refusing, accepted, transport };
}

const server = flakyServer();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ transport: server.transport, mail: { retrySeconds: [30, 120], leaseSeconds: 60 } });
});
afterAll(async () => {
  await t.close();
});

const mail = (to: string) => ({ to, subject: 'Hello', text: 'hi', html: '<p>hi</p>' });
const row = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to)))[0]!;
const near = (actual: Date | null, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual!.getTime() - expected)).toBeLessThan(5 * SECOND);
};

describe('the outbox worker', () => {
  it('retries a refused mail after 30 s, then 2 min, and marks it sent once accepted', async () => {
    const to = 'retry@worker.example.com';
    server.refusing.add(to);
    await t.mailer.send(mail(to));
    await t.mailer.flush();
    let stored = await row(to);
    expect(stored).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, claimedUntil: null, error: '451 4.3.0 Try again later' });
    near(stored.nextAttemptAt, t.clock.now().getTime() + 30 * SECOND);

    // Not due yet: nothing is tried.
    await t.mailer.flush();
    expect((await row(to)).attempts).toBe(1);

    t.clock.advance(31 * SECOND);
    await t.mailer.flush();
    stored = await row(to);
    expect(stored.attempts).toBe(2);
    near(stored.nextAttemptAt, t.clock.now().getTime() + 120 * SECOND);

    server.refusing.delete(to);
    t.clock.advance(121 * SECOND);
    await t.mailer.flush();
    stored = await row(to);
    expect(stored).toMatchObject({ attempts: 3, error: null, failedAt: null });
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(server.accepted.filter((a) => a === to)).toHaveLength(1);
  });

  it('gives up after the last retry: failed_at is set, the error kept, and it is never tried again', async () => {
    const to = 'bounce@worker.example.com';
    server.refusing.add(to);
    await t.mailer.send(mail(to));
    for (const wait of [0, 31, 121]) {
      t.clock.advance(wait * SECOND);
      await t.mailer.flush();
    }
    const stored = await row(to);
    expect(stored).toMatchObject({ attempts: 3, sentAt: null, error: '451 4.3.0 Try again later' });
    near(stored.failedAt, t.clock.now().getTime());
    server.refusing.delete(to);
    t.clock.advance(24 * 3600 * SECOND);
    await t.mailer.flush();
    expect((await row(to)).attempts).toBe(3);
    expect(server.accepted).not.toContain(to);
  });

  it('keeps the Reply-To of a mail, whichever process delivers it', async () => {
    const seen: Array<string | undefined> = [];
    const other = await buildTestApp({
      handle: t.handle,
      clock: t.clock,
      transport: {
        deliver: async (m) => {
          seen.push(m.replyTo);
        },
      },
    });
    try {
      await t.db.insert(outbox).values({ ...mail('sales@worker.example.com'), replyTo: 'visitor@customer.example.com' });
      await other.mailer.flush();
      expect(seen).toEqual(['visitor@customer.example.com']);
    } finally {
      await other.close();
    }
  });

  it('starts no mail once its lease is running out: the rest of the batch is given back, uncounted, and sent next', async () => {
    const order: string[] = [];
    let secondLeaseLeft = 0;
    const slowServer: MailTransport = {
      async deliver(m) {
        order.push(m.to);
        if (m.to === 'slow.second@worker.example.com') secondLeaseLeft = (await row(m.to)).claimedUntil!.getTime() - t.clock.now().getTime();
        // This one takes most of the 60 s lease.
        if (m.to === 'slow.first@worker.example.com') t.clock.advance(50 * SECOND);
      },
    };
    const slow = await buildTestApp({ handle: t.handle, clock: t.clock, transport: slowServer, mail: { leaseSeconds: 60 } });
    try {
      await t.db.insert(outbox).values([mail('slow.first@worker.example.com'), mail('slow.second@worker.example.com')]);
      await slow.mailer.flush();
      expect(order).toEqual(['slow.first@worker.example.com', 'slow.second@worker.example.com']);
      // Claimed afresh after the first: a whole lease ahead of it, not the 10 s the first claim had left.
      expect(secondLeaseLeft).toBeGreaterThan(55 * SECOND);
      expect(await row('slow.second@worker.example.com')).toMatchObject({ attempts: 1, claimedUntil: null });
      expect((await row('slow.second@worker.example.com')).sentAt).toBeInstanceOf(Date);
    } finally {
      await slow.close();
    }
  });

  it('leaves a mail another process has claimed to it, and takes it once that claim has run out', async () => {
    let entered!: () => void;
    const delivering = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowAccepted: string[] = [];
    const slow = await buildTestApp({
      handle: t.handle,
      clock: t.clock,
      transport: {
        async deliver(m) {
          entered();
          await held;
          slowAccepted.push(m.to);
        },
      },
    });
    try {
      const to = 'claimed@worker.example.com';
      await slow.mailer.send(mail(to));
      await delivering;
      // The first app finds the row claimed and leaves it.
      await t.mailer.flush();
      expect(server.accepted).not.toContain(to);
      expect((await row(to)).claimedUntil).not.toBeNull();
      release();
      await slow.mailer.flush();
      expect(slowAccepted).toEqual([to]);
      expect((await row(to)).sentAt).toBeInstanceOf(Date);
      await t.mailer.flush();
      expect(server.accepted).not.toContain(to);
    } finally {
      release();
      await slow.close();
    }

    // A process that died holding a claim: its rows wait for the lease, then another takes them.
    const orphan = 'orphan@worker.example.com';
    const [stored] = await t.db
      .insert(outbox)
      .values({ ...mail(orphan), attempts: 1, claimedUntil: new Date(t.clock.now().getTime() + 60 * SECOND) })
      .returning();
    await t.mailer.flush();
    expect(server.accepted).not.toContain(orphan);
    t.clock.advance(61 * SECOND);
    await t.mailer.flush();
    expect(server.accepted.filter((a) => a === orphan)).toHaveLength(1);
    expect(await row(orphan)).toMatchObject({ id: stored!.id, attempts: 2, claimedUntil: null });
  });

  it('takes a mail stored in the very millisecond it looks (the clock counts milliseconds, the database microseconds)', async () => {
    const repo = outboxRepository(t.db);
    const { id } = await repo.store(mail('same-millisecond@worker.example.com'));
    await t.db.execute(sql`update outbox set next_attempt_at = '2026-11-28 10:00:00.123456+00' where id = ${id}`);
    const claimed = await repo.claimDue(20, new Date('2026-11-28T10:00:00.123Z'), new Date('2026-11-28T10:01:00.123Z'));
    expect(claimed.map((m) => m.id)).toContain(id);
    await repo.release([id]);
  });
});
