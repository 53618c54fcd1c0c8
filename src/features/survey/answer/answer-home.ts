import { createContext, useContext } from 'react';
import type { NextSheetMachine } from '../../../../machines/next-sheet.machine';
import { i18n } from '../../../i18n';
import { liveNextSheet } from './answer-flows';
import { answerPath, SUBMITTED_LIST_PATH, SURVEY_LIST_PATH } from './answer-paths';

/** Where the wizard leads back to, and what it says of an assignment it cannot open. */
export interface AnswerHome {
  /** `back`: the way back from the thank-you ("Back to your surveys"). */
  list: { to: string; label: string; back: string };
  /** The rater's submitted surveys, when they have such a page. */
  submitted?: { to: string; label: string };
  notFound: string;
  /** Someone outside the company: whom they rate is said without a relationship, which they do not have. */
  outsider?: boolean;
  /** HR previewing a survey: nothing is saved or submitted, and every screen says so. */
  preview?: boolean;
  /** After a submit: how the rater's next sheet is found, and where it opens. */
  next?: { machine: NextSheetMachine; pathOf: (assignment: number) => string };
}

/** A signed-in employee's: their survey lists (its words read when shown, in the reader's language). */
export const EMPLOYEE_HOME: AnswerHome = {
  list: {
    to: SURVEY_LIST_PATH,
    get label() {
      return i18n.t('survey:answer.home.list');
    },
    get back() {
      return i18n.t('survey:answer.home.backToList');
    },
  },
  submitted: {
    to: SUBMITTED_LIST_PATH,
    get label() {
      return i18n.t('survey:answer.home.submitted');
    },
  },
  get notFound() {
    return i18n.t('survey:answer.home.notFound');
  },
  next: { machine: liveNextSheet, pathOf: answerPath },
};

export const AnswerHomeContext = createContext<AnswerHome>(EMPLOYEE_HOME);
export const useAnswerHome = () => useContext(AnswerHomeContext);
