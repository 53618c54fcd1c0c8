import { fromPromise } from 'xstate';
import type { Failure } from '../../../machines/failure';
import {
  raterActionsMachine,
  type Candidate,
  type RaterActionsContext,
  type RaterInput,
  type RaterActionsStatus,
} from '../../../machines/rater-actions.machine';
import {
  surveyMailSettingsMachine,
  type MailSettingsView,
  type SurveyMailSettingsContext,
  type SurveyMailSettingsStatus,
} from '../../../machines/survey-mail-settings.machine';
import type { Assignment } from '../../../schemas/survey';
import { DEFAULT_REMINDER_DAYS, type SurveyMailSettings } from '../../../schemas/survey-mail-settings';
import { never } from '../../testing/app-fakes.fixtures';

/** The workforce a replacement chooses from in the stories. */
export const CANDIDATES: Candidate[] = [
  { id: 13, name: 'Nadia Petrov', emp_code: 'E-1013' },
  { id: 14, name: 'Oscar Lind', emp_code: 'E-1014' },
  { id: 3, name: 'Daniel Weiss', emp_code: 'E-1003' },
];

/** The assignments the detail page shows, kept in memory so per-rater actions change what the next load answers. */
interface AssignmentStore {
  get(): Assignment[];
  set(next: Assignment[]): void;
}

/** The per-rater calls over the store, answering as the API would (server/survey/routes/survey-raters.ts). */
export function fakeRaterServer(store: AssignmentStore, { actionError }: { actionError?: Failure } = {}) {
  const fail = () => {
    if (actionError) throw actionError;
  };
  const stamp = (to: RaterInput, key: 'reminded_at' | 'invited_at') => {
    const at = new Date().toISOString();
    const theirs = (a: Assignment) => ('raterId' in to ? a.rater?.id === to.raterId : a.external?.id === to.externalId);
    store.set(store.get().map((a) => (theirs(a) && a.status !== 'submitted' ? { ...a, [key]: at } : a)));
    return at;
  };
  return raterActionsMachine.provide({
    actors: {
      remindRater: fromPromise(async ({ input }) => {
        fail();
        return { detail: 'Reminder sent.', at: stamp(input, 'reminded_at') };
      }),
      inviteRater: fromPromise(async ({ input }) => {
        fail();
        return { detail: 'Invitation sent again.', at: stamp(input, 'invited_at') };
      }),
      removeAssignment: fromPromise(async ({ input }) => {
        fail();
        store.set(store.get().filter((a) => a.id !== input.assignmentId));
      }),
      replaceRater: fromPromise(async ({ input }) => {
        fail();
        const who = CANDIDATES.find((c) => c.id === input.rater)!;
        const id = 900 + input.assignmentId;
        store.set(
          store
            .get()
            .map((a) =>
              a.id === input.assignmentId ? { ...a, id, rater: who, status: 'pending' as const, invited_at: new Date().toISOString(), reminded_at: null } : a,
            ),
        );
        return { detail: 'Rater replaced and invited.', id, invited: true };
      }),
      loadCandidates: fromPromise(async () => {
        fail();
        return CANDIDATES;
      }),
    },
  });
}

/** The rater actions started in a given state (a dialog open), for the story of that state. */
export function ratersState(value: RaterActionsStatus, context: Partial<RaterActionsContext>) {
  return raterActionsMachine.resolveState({
    value,
    context: { kind: null, target: null, candidates: null, excluded: [], chosen: null, error: null, ...context },
  });
}

const sampleMail = (subject: string, intro: string | undefined, body: string) => ({
  to: 'sample.rater@example.com',
  subject,
  html: '',
  text: [
    'Hello Alex,',
    ...(intro ? [intro] : []),
    body,
    '- Yourself (your self-assessment)\n- Sam Taylor, a peer',
    'Answer here:',
    'https://feedback.example.com/portrayal/user/survey-list?survey=1',
    '— Competency 360',
  ].join('\n\n'),
});

/** The mails as the server would build them for these settings. */
export const mailViewOf = (settings: SurveyMailSettings): MailSettingsView => ({
  settings,
  invitation: sampleMail(
    'Please give your feedback: Leadership 360 · Q4',
    settings.invitation_intro,
    'Northwind Traders asks for your feedback in the survey "Leadership 360 · Q4". Please give your feedback on:',
  ),
  reminder: sampleMail(
    'Reminder: Leadership 360 · Q4',
    settings.reminder_intro,
    'A reminder from Northwind Traders: the survey "Leadership 360 · Q4" closes soon, and your answers are still missing for:',
  ),
});

// As the server answers them: the translations always there, empty or not.
const DEFAULT_MAIL_SETTINGS: SurveyMailSettings = {
  invitation_intro: '',
  reminder_intro: '',
  intro_translations: {},
  reminder_days: [...DEFAULT_REMINDER_DAYS],
};

/** The mail settings calls in memory: a save answers the previews of what it saved. */
export function fakeMailSettingsServer({ loadError, saveError, loading }: { loadError?: Failure; saveError?: Failure; loading?: boolean } = {}) {
  let settings = DEFAULT_MAIL_SETTINGS;
  return surveyMailSettingsMachine.provide({
    actors: {
      loadMailSettings: fromPromise(async () => {
        if (loadError) throw loadError;
        if (loading) return never<MailSettingsView>();
        return mailViewOf(settings);
      }),
      saveMailSettings: fromPromise(async ({ input }) => {
        if (saveError) throw saveError;
        settings = input.settings;
        return mailViewOf(settings);
      }),
    },
  });
}

export function mailSettingsState(value: SurveyMailSettingsStatus, context: Partial<SurveyMailSettingsContext>) {
  return surveyMailSettingsMachine.resolveState({
    value,
    context: { surveyId: 1, view: null, draft: null, error: null, saveError: null, ...context },
  });
}
