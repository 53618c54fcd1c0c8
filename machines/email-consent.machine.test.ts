import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { emailConsentAnswerMachine, emailConsentProposalMachine, type ConsentAnswerInput } from './email-consent.machine';
import { detailFailure } from './failure';

describe('email consent machines', () => {
  it('loads what the link proposes', async () => {
    const proposal = { first_name: 'Ana', email: 'ana@old.example', new_email: 'ana@new.example' };
    const actor = createActor(emailConsentProposalMachine.provide({ actors: { request: fromPromise(async () => proposal) } })).start();
    actor.send({ type: 'submit', input: 'tok' });
    expect((await waitFor(actor, (s) => s.matches('success'))).context.output).toEqual(proposal);
  });

  it('sends the answer, keeps a refused link, and retries the same answer', async () => {
    const seen: ConsentAnswerInput[] = [];
    const actor = createActor(
      emailConsentAnswerMachine.provide({
        actors: {
          request: fromPromise<{ detail: string }, ConsentAnswerInput>(async ({ input }) => {
            seen.push(input);
            if (seen.length === 1) throw detailFailure(400, 'This link is invalid or has expired.');
            return { detail: input.agree ? 'agreed' : 'refused' };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'submit', input: { token: 'tok', agree: false } });
    expect((await waitFor(actor, (s) => s.matches('failure'))).context.error).toMatchObject({ status: 400 });
    actor.send({ type: 'retry' });
    expect((await waitFor(actor, (s) => s.matches('success'))).context.output).toEqual({ detail: 'refused' });
    expect(seen).toEqual([
      { token: 'tok', agree: false },
      { token: 'tok', agree: false },
    ]);
  });
});
