import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { EmployeeImportResult } from '../schemas/employee';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export interface EmployeeImportContext {
  /** The file sent (kept for a retry). */
  file: File | null;
  /** Per cent of the file sent, 0–100. */
  progress: number;
  result: EmployeeImportResult | null;
  error: Failure | null;
  /** Mail every employee imported their link at once (kept for a retry); otherwise HR invites them later. */
  invite?: boolean;
  /** HR confirmed creating the list items the refused file named (kept for a retry); a new file asks again. */
  createMissing?: boolean;
}

/** What the upload actor tells the machine as it goes. */
export type UploadEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.sent' }
  | { type: 'upload.done'; result: EmployeeImportResult }
  | { type: 'upload.failed'; error: unknown };

export type EmployeeImportEvent =
  | { type: 'submit'; file: File; invite?: boolean }
  | { type: 'retry' }
  /** After a refusal listing missing list items: send the same file again, creating them. */
  | { type: 'createMissing' }
  | { type: 'cancel' }
  | { type: 'clearErrors' }
  | { type: 'reset' }
  | UploadEvent;

/** The hooks a transport calls while a file goes out (src/lib/upload.ts takes the same). */
export interface UploadHooks {
  signal: AbortSignal;
  onProgress(loaded: number, total: number): void;
  onSent(): void;
}
export interface SendOptions {
  invite: boolean;
  createMissing: boolean;
}
export type SendFile = (file: File, hooks: UploadHooks, options: SendOptions) => Promise<EmployeeImportResult>;

/**
 * The upload as a callback actor: it sends the file with `send` and reports back to the
 * machine (progress, body sent, the answer). Stopping it (cancel, leaving the state)
 * aborts the request.
 */
export function uploadActor(send: SendFile) {
  return fromCallback<{ type: 'noop' }, { file: File; invite?: boolean; createMissing?: boolean }>(({ input, sendBack }) => {
    const controller = new AbortController();
    const report = (event: UploadEvent) => !controller.signal.aborted && sendBack(event);
    send(
      input.file,
      {
        signal: controller.signal,
        onProgress: (loaded, total) => report({ type: 'upload.progress', loaded, total }),
        onSent: () => report({ type: 'upload.sent' }),
      },
      { invite: input.invite === true, createMissing: input.createMissing === true },
    ).then(
      (result) => report({ type: 'upload.done', result }),
      (error: unknown) => report({ type: 'upload.failed', error }),
    );
    return () => controller.abort();
  });
}

const percent = (loaded: number, total: number) => (total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0);

/**
 * Employee import (it ends in success or import_fail): idle → importing.uploading (real
 * upload progress) → importing.processing (the file is out; the server checks every row
 * and creates the accounts) → success | import_fail, with clearErrors back to idle. A file
 * refused only for names the lists lack goes again with createMissing, which creates them.
 */
export const employeeImportMachine = setup({
  types: {} as { context: EmployeeImportContext; events: EmployeeImportEvent },
  actors: {
    // The upload reports its failure as an event: the refusal has to be a rejected send, not a throw.
    upload: uploadActor(async () => notProvided('employeeImport', 'upload')()),
  },
  actions: {
    rememberFile: assign((_, params: { file: File; invite?: boolean }) => ({ file: params.file, invite: params.invite === true, createMissing: false })),
    confirmCreate: assign({ createMissing: true }),
    startOver: assign({ progress: 0, result: null, error: null }),
    storeProgress: assign({ progress: (_, params: { loaded: number; total: number }) => percent(params.loaded, params.total) }),
    completeProgress: assign({ progress: 100 }),
    storeResult: assign({ result: (_, params: { result: EmployeeImportResult }) => params.result }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    forget: assign({ file: null, progress: 0, result: null, error: null }),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
  },
}).createMachine({
  id: 'employeeImport',
  initial: 'idle',
  context: { file: null, progress: 0, result: null, error: null },
  on: {
    reset: { target: '.idle', actions: 'forget' },
  },
  states: {
    idle: {
      on: { submit: { target: 'importing', actions: { type: 'rememberFile', params: ({ event }) => ({ file: event.file, invite: event.invite }) } } },
    },
    importing: {
      tags: ['busy'],
      entry: 'startOver',
      // Invoked here, not in `uploading`: the one request lives on while the server processes it.
      invoke: { src: 'upload', input: ({ context }) => ({ file: context.file!, invite: context.invite, createMissing: context.createMissing }) },
      initial: 'uploading',
      states: {
        uploading: {
          on: {
            'upload.progress': { actions: { type: 'storeProgress', params: ({ event }) => event } },
            'upload.sent': { target: 'processing', actions: 'completeProgress' },
            cancel: { target: '#employeeImport.idle' },
          },
        },
        processing: {},
      },
      on: {
        'upload.done': { target: 'success', actions: { type: 'storeResult', params: ({ event }) => event } },
        'upload.failed': { target: 'import_fail', actions: { type: 'storeError', params: ({ event }) => event } },
      },
    },
    success: {
      on: { submit: { target: 'importing', actions: { type: 'rememberFile', params: ({ event }) => ({ file: event.file, invite: event.invite }) } } },
    },
    import_fail: {
      on: {
        submit: { target: 'importing', actions: { type: 'rememberFile', params: ({ event }) => ({ file: event.file, invite: event.invite }) } },
        retry: { guard: 'hasFile', target: 'importing' },
        createMissing: { guard: 'hasFile', target: 'importing', actions: 'confirmCreate' },
        clearErrors: { target: 'idle', actions: 'clearError' },
      },
    },
  },
});

export type EmployeeImportMachine = typeof employeeImportMachine;
export type EmployeeImportActor = ActorRefFrom<EmployeeImportMachine>;
export type EmployeeImportSnapshot = SnapshotFrom<EmployeeImportMachine>;
export type EmployeeImportStatus = 'idle' | 'uploading' | 'processing' | 'success' | 'import_fail';

/** The chart's state as one word, for screens and stories. */
export function importStatus(snapshot: EmployeeImportSnapshot): EmployeeImportStatus {
  if (snapshot.matches({ importing: 'uploading' })) return 'uploading';
  if (snapshot.matches({ importing: 'processing' })) return 'processing';
  return snapshot.value as Exclude<EmployeeImportStatus, 'uploading' | 'processing'>;
}
