import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

export interface IsolationCheck {
  app: FastifyInstance;
  /** Headers of a signed-in user of another company. */
  intruder: Record<string, string>;
  /** Requests that name the owner's rows by id: each must answer 404 as if they did not exist. */
  byId: Array<Pick<InjectOptions, 'method' | 'url' | 'payload'>>;
  /** Lists the intruder can read: none of the owner's ids may appear in them. */
  lists?: Array<{ url: string; ownerIds: number[] }>;
  /** The owner's data; it must read the same before and after the intruder's requests. */
  snapshot: () => Promise<unknown>;
}

/** Proves for any endpoint that another company's ids answer 404 and its rows never show. */
export async function expectTenantIsolation(check: IsolationCheck): Promise<void> {
  const before = await check.snapshot();
  for (const request of check.byId) {
    const res = await check.app.inject({ ...request, headers: check.intruder });
    expect(res.statusCode, `${request.method} ${request.url} by another company`).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  }
  for (const { url, ownerIds } of check.lists ?? []) {
    const res = await check.app.inject({ method: 'GET', url, headers: check.intruder });
    expect(res.statusCode, `GET ${url} by another company`).toBe(200);
    const seen = (res.json() as Array<{ id: number }>).map((row) => row.id);
    expect(
      seen.filter((id) => ownerIds.includes(id)),
      `${url} shows another company's rows`,
    ).toEqual([]);
  }
  expect(await check.snapshot()).toEqual(before);
}
