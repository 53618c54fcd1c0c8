import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fieldFailure } from './failure';
import { surveyMailSettingsMachine, type MailSettingsView } from './survey-mail-settings.machine';

const mail = (subject: string) => ({ to: 'sample.rater@example.com', subject, text: `Hello Alex,\n\n${subject}`, html: '' });
const view = (intro = ''): MailSettingsView => ({
  settings: { invitation_intro: intro, reminder_intro: '', reminder_days: [7, 3, 1] },
  invitation: mail(`Your feedback is asked ${intro}`),
  reminder: mail('Reminder'),
});

function fakeServer(fail: unknown[] = []) {
  const calls: string[] = [];
  const check = () => {
    const error = fail.shift();
    if (error) throw error;
  };
  const machine = surveyMailSettingsMachine.provide({
    actors: {
      loadMailSettings: fromPromise(async ({ input }) => {
        calls.push(`load ${input.surveyId}`);
        check();
        return view();
      }),
      saveMailSettings: fromPromise(async ({ input }) => {
        calls.push(`save ${input.surveyId}`);
        check();
        return view(input.settings.invitation_intro);
      }),
    },
  });
  const actor = createActor(machine, { input: { surveyId: 4 } }).start();
  let saved = 0;
  actor.on('saved', () => {
    saved += 1;
  });
  return { actor, calls, saved: () => saved };
}

describe('survey mail settings machine', () => {
  it('loads the settings with both previews, saves and shows the previews the server built', async () => {
    const { actor, calls, saved } = fakeServer();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'save', settings: { invitation_intro: 'Welcome', reminder_intro: '', reminder_days: [3] } });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(actor.getSnapshot().context.view!.invitation.subject).toBe('Your feedback is asked Welcome');
    expect(calls).toEqual(['load 4', 'save 4']);
    expect(saved()).toBe(1);
  });

  it('keeps a refused save with its draft until fixed, and retries a failed load', async () => {
    const refusal = fieldFailure({ invitation_intro: ['Too long.'] });
    const { actor, calls } = fakeServer([new Error('offline')]);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('idle'));
    const machine = fakeServer([undefined, refusal]);
    await waitFor(machine.actor, (s) => s.matches('idle'));
    const draft = { invitation_intro: 'x'.repeat(3000), reminder_intro: '', reminder_days: [] };
    machine.actor.send({ type: 'save', settings: draft });
    await waitFor(machine.actor, (s) => s.matches('saveFailed'));
    expect(machine.actor.getSnapshot().context).toMatchObject({ draft, saveError: { fieldErrors: { invitation_intro: ['Too long.'] } } });
    machine.actor.send({ type: 'clearErrors' });
    expect(machine.actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual(['load 4', 'load 4']);
  });
});
