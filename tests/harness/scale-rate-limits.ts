import http from 'node:http';
import { UPSTREAM_HEADER } from './scale-proxy';

export interface Answer {
  status: number;
  retryAfter: string | undefined;
  upstream: string | undefined;
}

/** A sign-in attempt sent from `from` (a loopback address: 127.0.0.N), so the proxy names that client. */
export function signIn(proxyUrl: string, from: string, email: string, password: string): Promise<Answer> {
  const url = new URL('/auth/token/', proxyUrl);
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.once('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            upstream: res.headers[UPSTREAM_HEADER] as string | undefined,
          }),
        );
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

export interface Burst {
  /** How many answered 400 (judged: wrong password) and 429 (refused); anything else is counted apart. */
  judged: number;
  refused: number;
  other: number[];
  /** 429 answers without a Retry-After. */
  withoutRetryAfter: number;
  /** How many server processes answered. */
  upstreams: number;
}

/** Wrong-password sign-ins sent all at once. */
export async function burst(attempts: Array<() => Promise<Answer>>): Promise<Burst> {
  const answers = await Promise.all(attempts.map((a) => a()));
  return {
    judged: answers.filter((a) => a.status === 400).length,
    refused: answers.filter((a) => a.status === 429).length,
    other: answers.filter((a) => a.status !== 400 && a.status !== 429).map((a) => a.status),
    withoutRetryAfter: answers.filter((a) => a.status === 429 && !(Number(a.retryAfter) > 0)).length,
    upstreams: new Set(answers.map((a) => a.upstream)).size,
  };
}

export interface RateLimitProof {
  /** `attempts` wrong passwords for one account, each from its own address. */
  account: Burst;
  /** `attempts` sign-ins to unknown addresses from one client address. */
  address: Burst;
  /** A wrong password from yet another client meanwhile: 400, its own budget untouched. */
  otherClient: number;
}

/**
 * Bursts of failed sign-ins spread by the proxy over every process: with counters shared
 * (and counted atomically) exactly the configured maximum is judged, the rest refused;
 * with counters per process, or read before they are counted, more get judged.
 */
export async function proveRateLimits(proxyUrl: string, lockedEmail: string, attempts = { account: 15, address: 30 }): Promise<RateLimitProof> {
  const [account, address, otherClient] = await Promise.all([
    burst(Array.from({ length: attempts.account }, (_, k) => () => signIn(proxyUrl, `127.0.1.${k + 1}`, lockedEmail, `guess ${k}`))),
    burst(Array.from({ length: attempts.address }, (_, k) => () => signIn(proxyUrl, '127.0.2.1', `nobody-${k}@load.example.com`, 'guess'))),
    signIn(proxyUrl, '127.0.3.1', `nobody-else@load.example.com`, 'guess').then((a) => a.status),
  ]);
  return { account, address, otherClient };
}
