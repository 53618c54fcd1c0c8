import { describe, expect, it } from 'vitest';
import { detailFailure, isFailure, toFailure } from './failure';

describe('toFailure', () => {
  it('keeps the fields of a failure-shaped error and drops the rest', () => {
    const thrown = Object.assign(new Error('Request failed with status code 404'), {
      kind: 'http',
      status: 404,
      detail: 'Not found.',
      response: {},
    });
    expect(toFailure(thrown)).toEqual({ kind: 'http', message: 'Request failed with status code 404', status: 404, detail: 'Not found.' });
  });

  it('wraps anything else as unknown', () => {
    expect(toFailure('nope')).toEqual({ kind: 'unknown', message: 'nope' });
    expect(isFailure({ kind: 'weird', message: 'x' })).toBe(false);
  });

  it('builds detail failures with a code', () => {
    expect(detailFailure(403, 'Confirm your email first.', 'email_not_verified').code).toBe('email_not_verified');
  });
});
