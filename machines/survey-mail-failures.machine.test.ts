import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MailFailure } from '../schemas/mail-failures';
import { surveyMailFailuresMachine } from './survey-mail-failures.machine';

const bounced: MailFailure = {
  id: 3,
  to: 'ana@example.com',
  subject: 'Reminder: Q4',
  attempts: 7,
  error: '550 Mailbox unavailable',
  next_attempt_at: null,
  failed_at: '2026-11-20T10:00:00.000Z',
};

function start(...answers: Array<MailFailure[] | Error>) {
  const asked: number[] = [];
  const actor = createActor(
    surveyMailFailuresMachine.provide({
      actors: {
        request: fromPromise(async ({ input }) => {
          asked.push(input);
          const answer = answers.shift();
          if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
          return answer;
        }),
      },
    }),
  ).start();
  actor.send({ type: 'submit', input: 9 });
  return { actor, asked };
}

describe('survey mail failures machine', () => {
  it("loads the survey's failed mails (busy meanwhile)", async () => {
    const { actor, asked } = start([bounced]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const loaded = await waitFor(actor, (s) => s.matches('success'));
    expect(loaded.context.output).toEqual([bounced]);
    expect(asked).toEqual([9]);
  });

  it('reloads on submit and keeps the last list while it does', async () => {
    const { actor, asked } = start([bounced], []);
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'submit', input: 9 });
    expect(actor.getSnapshot().context.output).toEqual([bounced]);
    const reloaded = await waitFor(actor, (s) => s.matches('success'));
    expect(reloaded.context.output).toEqual([]);
    expect(asked).toEqual([9, 9]);
  });

  it('a failed load can be retried or its error cleared', async () => {
    const { actor } = start(new Error('Network Error'), [bounced]);
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.error).not.toBeNull();
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'submit', input: 9 });
    expect((await waitFor(actor, (s) => s.matches('success'))).context.output).toEqual([bounced]);
  });
});
