import { SMTPServer } from 'smtp-server';

/** One message a sink accepted. */
export interface Accepted {
  to: string;
  subject: string;
}

export interface SmtpSink {
  url: string;
  accepted: Accepted[];
  /** Messages refused so far, per `to|subject`. */
  refused: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A local mail server that refuses each message (by recipient and subject) `refuseFirst`
 * times with a temporary 451, as a greylisting or overloaded server does, then accepts it.
 */
export async function startSmtpSink(refuseFirst: number): Promise<SmtpSink> {
  const accepted: Accepted[] = [];
  const refused = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const key = `${to}|${subject}`;
        const times = refused.get(key) ?? 0;
        if (times < refuseFirst) {
          refused.set(key, times + 1);
          callback(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 }));
          return;
        }
        accepted.push({ to, subject });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
