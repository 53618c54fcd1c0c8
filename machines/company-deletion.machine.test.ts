import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { companyDeletionMachine } from './company-deletion.machine';
import type { CompanyDeleted, CompanyDeletion } from '../schemas/company-lifecycle';
import { fieldFailure } from './failure';

const deleted: CompanyDeleted = { deleted_rows: { companies: 1, employees: 12 } };

describe('companyDeletionMachine', () => {
  it('deletes, then holds the answer', async () => {
    const actor = createActor(
      companyDeletionMachine.provide({ actors: { request: fromPromise<CompanyDeleted, CompanyDeletion>(async () => deleted) } }),
    ).start();
    actor.send({ type: 'submit', input: { name: 'Northwind Traders' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(done.context.output).toEqual(deleted);
  });

  it('keeps a wrong name’s refusal until it is cleared, and tries again', async () => {
    let calls = 0;
    const request = fromPromise<CompanyDeleted, CompanyDeletion>(async () => {
      calls += 1;
      if (calls === 1) throw fieldFailure({ name: ['This is not your company’s name.'] });
      return deleted;
    });
    const actor = createActor(companyDeletionMachine.provide({ actors: { request } })).start();
    actor.send({ type: 'submit', input: { name: 'Northwind' } });
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.error?.fieldErrors).toEqual({ name: ['This is not your company’s name.'] });
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'submit', input: { name: 'Northwind Traders' } });
    await waitFor(actor, (s) => s.matches('success'));
    expect(calls).toBe(2);
  });
});
