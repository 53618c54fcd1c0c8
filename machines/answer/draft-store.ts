import type { AnswerSheet } from '../../schemas/survey-answer';
import { answersOf, withinSheet, type Answers } from './answer-state';

/**
 * The browser copy of a draft: every change is written here at once, so a reload, a
 * closed tab or a lost connection loses nothing the server has not saved yet.
 */
export interface BrowserCopy {
  answers: Answers;
  /** When the copy was written (ISO); compared with the server's draft_saved_at. */
  savedAt: string;
  /** The idempotency key made with the draft and sent with every save. */
  submitKey: string;
}

export interface DraftStore {
  read(assignment: number): BrowserCopy | null;
  /** Stamps the copy with the time of writing. */
  write(assignment: number, copy: Omit<BrowserCopy, 'savedAt'>): void;
  clear(assignment: number): void;
}

/** One key per assignment, so two surveys answered in two tabs keep apart. */
export const copyKey = (assignment: number) => `c360.answers.${assignment}`;

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parseCopy(text: string | null): BrowserCopy | null {
  if (!text) return null;
  try {
    const copy = JSON.parse(text) as Partial<BrowserCopy>;
    const a = copy.answers;
    const ok =
      typeof copy.savedAt === 'string' &&
      !Number.isNaN(Date.parse(copy.savedAt)) &&
      typeof copy.submitKey === 'string' &&
      typeof a === 'object' &&
      a !== null &&
      [a.values, a.levels, a.comments].every((part) => typeof part === 'object' && part !== null);
    return ok ? (copy as BrowserCopy) : null;
  } catch {
    // A copy damaged by hand or by another version of the app: the server's draft stands.
    return null;
  }
}

/** The browser copy in localStorage (or any Storage). */
export function storageDraftStore(storage: KeyValue, now: () => Date = () => new Date()): DraftStore {
  return {
    read: (assignment) => parseCopy(storage.getItem(copyKey(assignment))),
    write: (assignment, copy) => {
      try {
        storage.setItem(copyKey(assignment), JSON.stringify({ ...copy, savedAt: now().toISOString() }));
      } catch {
        // Storage full or refused (private mode): the debounced server save still carries the change.
      }
    },
    clear: (assignment) => storage.removeItem(copyKey(assignment)),
  };
}

/** What the wizard opens with: the server's sheet, the browser copy, and a key in case neither has one. */
export interface AnswerLoad {
  sheet: AnswerSheet;
  copy: BrowserCopy | null;
  newKey: string;
}

export interface Resumed {
  answers: Answers;
  submitKey: string;
  /** The browser copy is newer than the server's draft: it holds changes still to save. */
  copyNewer: boolean;
}

/** Merges the server's draft with the browser copy: the one saved later wins, whole. */
export function resume({ sheet, copy, newKey }: AnswerLoad): Resumed {
  const serverAt = sheet.assignment.draft_saved_at ? Date.parse(sheet.assignment.draft_saved_at) : -Infinity;
  const copyNewer = copy !== null && Date.parse(copy.savedAt) > serverAt;
  return {
    answers: copyNewer ? withinSheet(sheet, copy.answers) : answersOf(sheet),
    // The server keeps the key of the first save: a submit retried from another tab still counts once.
    submitKey: sheet.submit_key ?? copy?.submitKey ?? newKey,
    copyNewer,
  };
}
