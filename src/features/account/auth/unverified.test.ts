import { describe, expect, it } from 'vitest';
import { detailFailure, fieldFailure } from '../../../../machines/failure';
import { isUnverifiedEmail } from './unverified';

describe('isUnverifiedEmail', () => {
  it('recognises the code or the wording', () => {
    expect(isUnverifiedEmail(detailFailure(403, 'Please wait.', 'email_not_verified'))).toBe(true);
    expect(isUnverifiedEmail(fieldFailure({ non_field_errors: ['Confirm your email address first.'] }))).toBe(true);
    expect(isUnverifiedEmail(detailFailure(403, 'E-mail is not verified.'))).toBe(true);
  });

  it('ignores other failures', () => {
    expect(isUnverifiedEmail(fieldFailure({ non_field_errors: ['Unable to log in with provided credentials.'] }))).toBe(false);
    expect(isUnverifiedEmail({ kind: 'network', message: 'Network Error' })).toBe(false);
    expect(isUnverifiedEmail(null)).toBe(false);
  });
});
