import { fromCallback, fromPromise } from 'xstate';
import type { CommentCheck, CommentWarnings } from '../../schemas/comment-check';
import type { AnswerSheet, SurveyUserAnswer } from '../../schemas/survey-answer';
import { answerMachine } from '../answer.machine';
import type { Failure } from '../failure';
import { demoSheet } from './demo-sheet.fixtures';
import { storageDraftStore, type BrowserCopy } from './draft-store';

type Call = 'load' | 'save' | 'submit' | 'check';

/** What the server holds once `body` is applied: the rows it sends replace, those it clears (or blanks) go. */
function merged(sheet: AnswerSheet, body: SurveyUserAnswer): Pick<AnswerSheet, 'answers' | 'levels' | 'comments'> {
  const sent = {
    answers: new Set([...body.answers.map((a) => a.statement), ...(body.cleared?.answers ?? [])]),
    levels: new Set([...body.levels.map((l) => l.competency), ...(body.cleared?.levels ?? [])]),
    comments: new Set((body.comments ?? []).map((c) => c.competency)),
  };
  return {
    answers: [...sheet.answers.filter((a) => !sent.answers.has(a.statement)), ...body.answers],
    levels: [...sheet.levels.filter((l) => !sent.levels.has(l.competency)), ...body.levels],
    comments: [
      ...sheet.comments.filter((c) => !sent.comments.has(c.competency)),
      ...(body.comments ?? []).filter((c) => c.text.trim()).map((c) => ({ ...c, text: c.text.trim() })),
    ],
  };
}

/** A Storage kept in a Map: the browser copy of tests and stories. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export interface FakeAnswerServerOptions {
  sheet?: AnswerSheet;
  /** The browser copy found on load. */
  copy?: BrowserCopy;
  /** Failures, in order, of each kind of call; `'never'` keeps that call waiting. */
  failures?: Partial<Record<Call, (Failure | 'never')[]>>;
  /** What the comment check finds in the comments sent (none by default). */
  findings?: (comments: CommentCheck['comments']) => CommentWarnings['warnings'];
  /** Answers saves, submits and checks after this many ms (stories: to see "Saving…"). */
  delayMs?: number;
  now?: () => Date;
}

/**
 * The answering machine over a server kept in memory, answering as the API would: a
 * draft changes what it carries, a submit with the key already submitted counts once.
 */
export function fakeAnswerServer({ sheet: initial = demoSheet(), copy, failures = {}, findings = () => [], delayMs = 0, now }: FakeAnswerServerOptions = {}) {
  let sheet = structuredClone(initial);
  const storage = memoryStorage();
  const store = storageDraftStore(storage, now);
  if (copy) storage.setItem(`c360.answers.${sheet.assignment.id}`, JSON.stringify(copy));
  const calls = { load: 0, saves: [] as SurveyUserAnswer[], submits: [] as SurveyUserAnswer[], checks: [] as CommentCheck[], recorded: 0 };
  const answer = async (kind: Call) => {
    if (delayMs && kind !== 'load') await new Promise((r) => setTimeout(r, delayMs));
    const failure = failures[kind]?.shift();
    if (failure === 'never') await new Promise(() => {});
    if (failure) throw failure;
  };
  const record = (body: SurveyUserAnswer) => {
    const held = merged(sheet, body);
    const at = (now?.() ?? new Date()).toISOString();
    sheet = {
      ...sheet,
      ...held,
      submit_key: body.submit_key ?? sheet.submit_key,
      assignment: {
        ...sheet.assignment,
        status: body.status,
        answered: held.answers.length,
        draft_saved_at: at,
        submitted_at: body.status === 'submitted' ? at : null,
      },
    };
    return sheet;
  };
  const machine = answerMachine.provide({
    actors: {
      loadSheet: fromPromise(async ({ input }) => {
        calls.load += 1;
        await answer('load');
        return { sheet, copy: store.read(input.assignment), newKey: 'fresh-key-0123456789' };
      }),
      saveDraft: fromPromise(async ({ input }) => {
        calls.saves.push(structuredClone(input));
        await answer('save');
        record(input);
        return { assignment: input.assignment, status: 'draft' as const, draft_saved_at: sheet.assignment.draft_saved_at! };
      }),
      submitAnswers: fromPromise(async ({ input }) => {
        calls.submits.push(structuredClone(input));
        await answer('submit');
        if (sheet.assignment.status === 'submitted' && sheet.submit_key === input.submit_key) return sheet;
        calls.recorded += 1;
        return record(input);
      }),
      checkComments: fromPromise(async ({ input: { comments } }) => {
        calls.checks.push({ comments: structuredClone(comments) });
        await answer('check');
        return findings(comments);
      }),
      // Tests and stories send `connection` events themselves.
      watchConnection: fromCallback(() => {}),
    },
    actions: {
      writeCopy: ({ context }) => store.write(context.assignment, { answers: context.answers, submitKey: context.submitKey! }),
      clearCopy: ({ context }) => store.clear(context.assignment),
    },
  });
  return { machine, calls, storage, store, current: () => sheet };
}
