import type { Assignment, MailedAnswer, SendEmail, Survey } from '../../schemas/survey';
import type { Failure } from '../failure';
import type { WizardEdit } from './edits';
import type { WizardLocks } from './locks';
import type { StepName, WizardChoices, WizardData } from './wizard-data';

/** The survey wizard's context, events and what it tells the screen (machines/survey-wizard.machine.ts). */

export interface WizardContext extends WizardLocks {
  /** The survey edited, or the draft once first saved: later saves update it. */
  surveyId: number | null;
  /** Editing a survey already sent: no draft saves, and only added raters are mailed. */
  published: boolean;
  choices: WizardChoices;
  data: WizardData;
  /** The step whose Next was refused: it shows what is missing. */
  attempted: StepName | null;
  /** The draft saved holds everything shown (cleared by the next change). */
  draftSaved: boolean;
  sendWith: SendEmail | null;
  mailed: MailedAnswer | null;
  loadError: Failure | null;
  submitError: Failure | null;
  draftError: Failure | null;
  sendError: Failure | null;
  /** A save refused because someone else changed the survey since it was loaded (412): who, when; reload to see it. */
  staleError: Failure | null;
}

/** What the wizard opens with; `survey` and `assignments` only when editing. */
export interface WizardLoad {
  choices: WizardChoices;
  survey: Survey | null;
  assignments: Assignment[];
  anySubmitted: boolean;
  /** The survey's invitation text (its mail settings), when editing. */
  invitationIntro?: string;
}

export type WizardEvent =
  | WizardEdit
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: StepName }
  | { type: 'submit' }
  | { type: 'saveDraft' }
  | { type: 'edit' }
  | { type: 'retry' }
  | { type: 'clearErrors' }
  | { type: 'reload' };

export type WizardEmitted = { type: 'draftSaved'; surveyId: number } | { type: 'sent'; mailed: MailedAnswer };
