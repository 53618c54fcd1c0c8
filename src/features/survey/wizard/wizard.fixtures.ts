import { fromPromise } from 'xstate';
import type { Failure } from '../../../../machines/failure';
import { surveyWizardMachine, type WizardContext } from '../../../../machines/survey-wizard.machine';
import { demoAssignments, demoChoices, demoSurvey } from '../../../../machines/survey-wizard/demo-company.fixtures';
import { noLocks } from '../../../../machines/survey-wizard/locks';
import { emptyData, type WizardChoices, type WizardData } from '../../../../machines/survey-wizard/wizard-data';
import type { Employee } from '../../../../schemas/employee';
import { never } from '../../../testing/app-fakes.fixtures';

/** The wizard's stories: the demo company (machines/survey-wizard/demo-company.fixtures.ts) and an in-memory server. */

const pause = () => new Promise((resolve) => setTimeout(resolve, 120));

interface FakeServer {
  choices?: WizardChoices;
  /** Nothing arrives: the loading look. */
  loading?: boolean;
  loadError?: Failure;
  /** Editing: answers exist (Tom has rated himself), so competencies, the threshold and Tom's self rating are locked. */
  anySubmitted?: boolean;
  /** Editing: a result was opened then, so the survey is closed for good. */
  resultsOpenedAt?: string;
  saveError?: Failure;
  sendError?: Failure;
}

/** The wizard machine over a server kept in memory, answering as the API would. */
export function fakeWizard({ choices = demoChoices, loading, loadError, anySubmitted = false, resultsOpenedAt, saveError, sendError }: FakeServer = {}) {
  return surveyWizardMachine.provide({
    actors: {
      loadWizard: fromPromise(async ({ input }) => {
        if (loadError) throw loadError;
        if (loading) return never();
        const survey = input.surveyId
          ? demoSurvey({ id: input.surveyId, locked: anySubmitted, ...(resultsOpenedAt && { status: 'closed', results_opened_at: resultsOpenedAt }) })
          : null;
        return { choices, survey, assignments: survey ? demoAssignments(anySubmitted) : [], anySubmitted };
      }),
      saveSurvey: fromPromise(async ({ input }) => {
        await pause();
        if (saveError) throw saveError;
        const id = input.method === 'POST' ? 42 : input.body.survey.id;
        return { id, Result: { survey: demoSurvey({ id }) } };
      }),
      sendInvitations: fromPromise(async () => {
        await pause();
        if (sendError) throw sendError;
        return { detail: 'Invitations sent.', sent: 7 };
      }),
    },
  });
}

/** Every step filled in: Tom, Kenji and Grace rated on four competencies by self, manager and peers. */
export const filledData: WizardData = {
  ...emptyData(),
  details: { title: 'Mid-year 360', description: 'How we lead and work together.', start_date: '2026-01-05', end_date: '2026-01-30', anonymity_threshold: 3 },
  ratees: [2, 7, 8],
  typeValues: { 1: 60, 2: 40 },
  competencies: [
    { competency: 1, weight: 30, expected_level: 'intermediate' },
    { competency: 2, weight: 25, expected_level: 'basic' },
    { competency: 4, weight: 25, expected_level: 'advance' },
    { competency: 8, weight: 20, expected_level: 'expert' },
  ],
  raters: {
    2: [
      { rater: 2, relationship: 'self' },
      { rater: 1, relationship: 'manager' },
      { rater: 3, relationship: 'peer' },
    ],
    7: [
      { rater: 7, relationship: 'self' },
      { rater: 3, relationship: 'manager' },
      { rater: 11, relationship: 'direct_report' },
    ],
    8: [
      { rater: 8, relationship: 'self' },
      { rater: 3, relationship: 'manager' },
      { rater: 7, relationship: 'peer' },
      { rater: 5, relationship: 'other' },
    ],
  },
};

type StateValue = Parameters<typeof surveyWizardMachine.resolveState>[0]['value'];

/** The wizard started in a given state, for the story of that state. */
export function wizardState(value: StateValue, context: Partial<WizardContext> = {}) {
  return surveyWizardMachine.resolveState({
    value,
    context: {
      surveyId: null,
      published: false,
      ...noLocks(),
      choices: demoChoices,
      data: filledData,
      attempted: null,
      draftSaved: false,
      sendWith: null,
      mailed: null,
      loadError: null,
      submitError: null,
      draftError: null,
      sendError: null,
      staleError: null,
      ...context,
    },
  });
}

export const atStep = (step: string, draft = 'idle') => ({ editing: { step, draft } });

/** Editing survey 41 after Tom (2) has rated himself: what the locks fix (machines/survey-wizard/locks.ts). */
export const answeredEdit = { surveyId: 41, published: true, locked: true, submitted: { 2: [{ rater: 2, relationship: 'self' as const }] } };
/** The same once a result has been opened (2 Feb 2026): closed for good. */
export const openedEdit = { ...answeredEdit, resultsOpenedAt: '2026-02-02T08:00:00Z' };

const FIRST = ['Aisha', 'Ben', 'Chloé', 'Dmitri', 'Elena', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas'];
const LAST = ['Adams', 'Baker', 'Costa', 'Dubois', 'Evans', 'Fernández', 'Gupta', 'Hansen', 'Ivanova', 'Jensen'];

/** 3,000 people under 300 managers of 10 (plus the demo twelve): a large company for the windowed lists. */
export function largeCompany(): WizardChoices {
  const people: Employee[] = Array.from({ length: 3000 }, (_, i) => ({
    ...demoChoices.employees[7]!,
    id: 1000 + i,
    user_id: 5000 + i,
    username: `p${i}`,
    email: `p${i}@northwind.example`,
    emp_code: `NW-${1000 + i}`,
    first_name: FIRST[i % 10]!,
    last_name: `${LAST[Math.floor(i / 10) % 10]!} ${i + 1}`,
    parent_id: i < 300 ? 3 : 1000 + (i % 300),
  }));
  return { ...demoChoices, employees: [...demoChoices.employees, ...people] };
}
