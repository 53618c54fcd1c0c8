import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { employeeImportMachine, importStatus, uploadActor, type SendOptions, type UploadHooks } from './employee-import.machine';
import { fieldFailure } from './failure';

const file = new File(['username,email\n'], 'people.csv', { type: 'text/csv' });

/** A transport the test drives by hand: each call waits for the test to answer. */
function scriptedServer() {
  const calls: Array<{
    file: File;
    hooks: UploadHooks;
    options: SendOptions;
    resolve(v: { imported: number; invited: number }): void;
    reject(e: unknown): void;
  }> = [];
  const send = (f: File, hooks: UploadHooks, options: SendOptions) =>
    new Promise<{ imported: number; invited: number }>((resolve, reject) => {
      calls.push({ file: f, hooks, options, resolve, reject });
    });
  return { calls, logic: employeeImportMachine.provide({ actors: { upload: uploadActor(send) } }) };
}

const rowsRefused = {
  ...fieldFailure({ non_field_errors: ['2 rows have problems; nothing was imported.'] }),
  data: {
    rows: [
      { row: 3, field: 'email', message: 'Enter a valid email address.' },
      { row: 7, field: 'manager_emp_code', message: 'No employee has the code E-999.' },
    ],
  },
};

describe('employee import', () => {
  it('uploads with progress, processes, then succeeds', async () => {
    const server = scriptedServer();
    const actor = createActor(server.logic).start();
    actor.send({ type: 'submit', file });
    expect(importStatus(actor.getSnapshot())).toBe('uploading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const [call] = server.calls;
    expect(call!.file).toBe(file);

    call!.hooks.onProgress(40, 100);
    expect(actor.getSnapshot().context.progress).toBe(40);
    call!.hooks.onProgress(100, 100);
    call!.hooks.onSent();
    expect(importStatus(actor.getSnapshot())).toBe('processing');
    expect(actor.getSnapshot().context.progress).toBe(100);

    call!.resolve({ imported: 200, invited: 200 });
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(done.context.result).toEqual({ imported: 200, invited: 200 });
    expect(done.hasTag('busy')).toBe(false);
  });

  it('keeps progress at 0 when the size is unknown', () => {
    const server = scriptedServer();
    const actor = createActor(server.logic).start();
    actor.send({ type: 'submit', file });
    server.calls[0]!.hooks.onProgress(512, 0);
    expect(actor.getSnapshot().context.progress).toBe(0);
  });

  it('fails with every row error, then retries the same file and succeeds', async () => {
    const server = scriptedServer();
    const actor = createActor(server.logic).start();
    actor.send({ type: 'submit', file });
    server.calls[0]!.reject(rowsRefused);
    const failed = await waitFor(actor, (s) => s.matches('import_fail'));
    expect(failed.context.error?.fieldErrors?.non_field_errors).toEqual(['2 rows have problems; nothing was imported.']);
    expect(failed.context.error?.data?.rows).toHaveLength(2);

    actor.send({ type: 'retry' });
    expect(importStatus(actor.getSnapshot())).toBe('uploading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(server.calls[1]!.file).toBe(file);
    server.calls[1]!.resolve({ imported: 2, invited: 2 });
    await waitFor(actor, (s) => s.matches('success'));
  });

  it('clears the errors back to idle, and a new file starts again', async () => {
    const server = scriptedServer();
    const actor = createActor(server.logic).start();
    actor.send({ type: 'submit', file });
    server.calls[0]!.reject({ kind: 'network', message: 'Network Error' });
    await waitFor(actor, (s) => s.matches('import_fail'));
    actor.send({ type: 'clearErrors' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();

    const corrected = new File(['x'], 'people-fixed.xlsx');
    actor.send({ type: 'submit', file: corrected });
    expect(server.calls[1]!.file).toBe(corrected);
  });

  it('cancels an upload: the request is aborted and its late answer ignored', async () => {
    const server = scriptedServer();
    const actor = createActor(server.logic).start();
    actor.send({ type: 'submit', file });
    const { hooks, resolve } = server.calls[0]!;
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(hooks.signal.aborted).toBe(true);
    resolve({ imported: 1, invited: 1 });
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('cannot be cancelled once the server is processing the file', () => {
    const server = scriptedServer();
    const actor = createActor(server.logic).start();
    actor.send({ type: 'submit', file });
    server.calls[0]!.hooks.onSent();
    actor.send({ type: 'cancel' });
    expect(importStatus(actor.getSnapshot())).toBe('processing');
    expect(server.calls[0]!.hooks.signal.aborted).toBe(false);
  });

  it('sends a file refused for missing list items again creating them, keeps that for a retry, and asks again for a new file', async () => {
    const server = scriptedServer();
    const actor = createActor(server.logic).start();
    actor.send({ type: 'submit', file, invite: true });
    expect(server.calls[0]!.options).toEqual({ invite: true, createMissing: false });
    server.calls[0]!.reject({
      ...fieldFailure({ non_field_errors: ['The file names 2 items…'] }),
      data: { missing: [{ list: 'group', name: 'North', rows: [2], row_count: 1 }] },
    });
    await waitFor(actor, (s) => s.matches('import_fail'));

    actor.send({ type: 'createMissing' });
    expect(importStatus(actor.getSnapshot())).toBe('uploading');
    expect(server.calls[1]!.file).toBe(file);
    expect(server.calls[1]!.options).toEqual({ invite: true, createMissing: true });
    server.calls[1]!.reject({ kind: 'network', message: 'Network Error' });
    await waitFor(actor, (s) => s.matches('import_fail'));
    actor.send({ type: 'retry' });
    expect(server.calls[2]!.options).toEqual({ invite: true, createMissing: true });
    server.calls[2]!.reject({ kind: 'network', message: 'Network Error' });
    await waitFor(actor, (s) => s.matches('import_fail'));

    actor.send({ type: 'submit', file: new File(['y'], 'other.csv') });
    expect(server.calls[3]!.options).toEqual({ invite: false, createMissing: false });
  });

  it('fails loudly when no upload is provided', async () => {
    const actor = createActor(employeeImportMachine).start();
    actor.send({ type: 'submit', file });
    const failed = await waitFor(actor, (s) => s.matches('import_fail'));
    expect(failed.context.error?.message).toMatch(/not provided/);
  });
});
