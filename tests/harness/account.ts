import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A company signed up the way a person does it, shared by the process suites and the bench (which imports it from here).

/** The token of the newest mail to `address` with a `pathPart` link; mails go out after the answer, so it polls. */
export async function tokenFromOutbox(dataDir: string, address: string, pathPart: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort().reverse()) {
      const text = readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!text.toLowerCase().includes(address.toLowerCase())) continue;
      const match = text.match(new RegExp(`${pathPart}/([A-Za-z0-9_-]+)`));
      if (match) return match[1]!;
    }
  }
  throw new Error(`no ${pathPart} mail for ${address}`);
}

async function call(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: { 'content-type': 'application/json', ...(rest.headers ?? {}) },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Registers a company through the API, confirms it from the outbox and signs in. */
export async function registeredAdmin(base: string, dataDir: string, label: string) {
  const email = `admin@${label}.example.com`;
  const password = 'bench-pass-phrase-1';
  await call(`${base}/api/users/`, {
    method: 'POST',
    json: { company_name: `Bench ${label}`, first_name: 'Bench', last_name: 'Admin', email, password },
  });
  const token = await tokenFromOutbox(dataDir, email, 'confirmation-link');
  await call(`${base}/api/confirmation-link/${token}/`, { method: 'PATCH' });
  const jwt = (await (await call(`${base}/auth/token/`, { method: 'POST', json: { email, password } })).json()).token as string;
  return { email, password, jwt };
}
