import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { HierarchyNode } from '../schemas/organization';
import { personDetailsMachine } from './person-details.machine';

const node = (id: number): HierarchyNode => ({
  id,
  parent_id: null,
  employee_id: id,
  user_id: 100 + id,
  username: `u${id}`,
  first_name: 'A',
  last_name: 'B',
  designation: null,
  department: null,
  group: null,
  email: `u${id}@example.com`,
  emp_code: `E${id}`,
  contact_num: '',
  parent_username: null,
});

/** A server that answers every read (or refuses while `failing`), counting them. */
function server() {
  const calls: number[] = [];
  let failing = false;
  const machine = personDetailsMachine.provide({
    actors: {
      loadPerson: fromPromise(async ({ input }: { input: number }) => {
        calls.push(input);
        if (failing) throw new Error('down');
        return node(input);
      }),
    },
  });
  return {
    machine,
    calls,
    fail: (on: boolean) => {
      failing = on;
    },
  };
}

describe('person details', () => {
  it('reads the person selected, another on a new selection, nothing for nobody', async () => {
    const s = server();
    const actor = createActor(s.machine).start();
    actor.send({ type: 'select', id: 3 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect((await waitFor(actor, (x) => x.matches('shown'))).context.person).toMatchObject({ id: 3, email: 'u3@example.com' });
    actor.send({ type: 'select', id: 4 });
    expect(actor.getSnapshot().context.person).toBeNull();
    expect((await waitFor(actor, (x) => x.matches('shown'))).context.person?.id).toBe(4);
    actor.send({ type: 'select', id: null });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(s.calls).toEqual([3, 4]);
  });

  it('keeps the failure on screen, and retry reads again', async () => {
    const s = server();
    s.fail(true);
    const actor = createActor(s.machine).start();
    actor.send({ type: 'select', id: 5 });
    expect((await waitFor(actor, (x) => x.matches('failed'))).context.error).not.toBeNull();
    s.fail(false);
    actor.send({ type: 'retry' });
    expect((await waitFor(actor, (x) => x.matches('shown'))).context.person?.id).toBe(5);
    expect(s.calls).toEqual([5, 5]);
  });
});
