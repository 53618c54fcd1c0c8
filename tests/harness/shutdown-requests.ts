import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Call } from './crash-api';
import { importForm, inDays, today, type CrashCompany } from './crash-company';
import type { ServerProcess } from './server-process';

/** How many lines of the server's output so far match `pattern`. */
export const countLog = (server: ServerProcess, pattern: RegExp): number => (server.output().match(new RegExp(pattern.source, 'g')) ?? []).length;

/** Resolves once the server's output (LOG_LEVEL=debug, which logs each request) shows `count` lines matching `pattern`. */
export async function waitForLog(server: ServerProcess, pattern: RegExp, count: number, timeoutMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(5)) {
    if (countLog(server, pattern) >= count) return;
    if (server.child.exitCode !== null) break;
  }
  throw new Error(`the server's log never showed ${count} × ${pattern}:\n${server.output().slice(-3000)}`);
}

/** The log line Fastify writes when a request arrives, for one path. */
export const arrived = (path: string) => new RegExp(`"url":"${path.replace(/[/.]/g, '\\$&')}"[^\\n]*"msg":"incoming request"`);

/** A request on a connection of its own (no pooled keep-alive): the status, or the socket error's code. */
export function onNewConnection(base: string, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(`${base}${path}`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

export interface HeldRequest {
  /** Sends the rest of the body: until then the request is in flight and cannot be answered. */
  finish(): void;
  /** The status (null when no answer came) and the body. */
  answer: Promise<{ status: number | null; text: string }>;
}

/**
 * A request whose body is sent all but its last bytes, on a connection of its own: it has
 * reached the server (its log says so) but stays in flight until finish(), as a slow upload
 * would. Then the server has the whole write to do.
 */
export async function heldRequest(base: string, { method, url, jwt, json, form }: Call): Promise<HeldRequest> {
  const encoded = new Request(`${base}${url}`, {
    method,
    body: form ?? JSON.stringify(json),
    headers: json === undefined ? {} : { 'content-type': 'application/json' },
  });
  const body = Buffer.from(await encoded.arrayBuffer());
  const req = http.request(`${base}${url}`, {
    method,
    agent: false,
    headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length, ...(jwt && { authorization: `JWT ${jwt}` }) },
  });
  const answer = new Promise<{ status: number | null; text: string }>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => {
        text += d.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? null, text }));
      res.on('error', () => resolve({ status: null, text }));
    });
    req.on('error', () => resolve({ status: null, text: '' }));
  });
  req.write(body.subarray(0, body.length - 16));
  return { finish: () => req.end(body.subarray(body.length - 16)), answer };
}

/** A survey of `size` assignments over the company's people: slow enough to be caught in flight. */
export function bigSurvey(company: CrashCompany, title: string, size: number): Call {
  const competencies = company.library.slice(0, 4);
  const pairs = company.people.flatMap((ratee) => company.people.map((rater) => ({ ratee, rater }))).slice(0, size);
  return {
    method: 'POST',
    url: '/survey/survey-creation/',
    jwt: company.adminJwt,
    json: {
      survey: {
        title,
        start_date: today(),
        end_date: inDays(14),
        audience: 'Individual',
        type_values: [...new Set(competencies.map((c) => c.type))].map((type) => ({ type, value: 50 })),
        competencies: competencies.map((c) => ({ competency: c.id, weight: 25, expected_level: 'basic' })),
      },
      position: null,
      survey_assign: pairs.map(({ ratee, rater }) => ({ ratee, rater, relationship: ratee === rater ? 'self' : 'peer' })),
    },
  };
}

export const bigImport = (company: CrashCompany, rows: number, tag: string): Call => ({
  method: 'POST',
  url: '/api/user-import/',
  jwt: company.adminJwt,
  form: importForm(rows, tag),
});
