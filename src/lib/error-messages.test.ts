import { describe, expect, it } from 'vitest';
import { describeFieldError, failureSummary, fieldLabel, firstMessages } from './error-messages';
import { detailFailure, fieldFailure } from '../../machines/failure';

describe('error messages', () => {
  it('capitalises the field name', () => {
    expect(fieldLabel('email')).toBe('Email');
    expect(fieldLabel('contact_num')).toBe('Contact num');
    expect(fieldLabel('email', { email: 'Business email' })).toBe('Business email');
  });

  it('keeps the first message per field', () => {
    expect(firstMessages({ email: ['First.', 'Second.'], name: [] })).toEqual({ email: 'First.' });
  });

  it('formats "Field: message"', () => {
    expect(describeFieldError('email', 'Enter a valid email address.')).toBe('Email: Enter a valid email address.');
  });

  it('summarises what no field shows', () => {
    const failure = fieldFailure({ non_field_errors: ['Unable to log in.'], email: ['Taken.'], plan: ['Pick one.'] });
    expect(failureSummary(failure, ['email'])).toEqual(['Unable to log in.', 'Plan: Pick one.']);
  });

  it('says nothing more when every error is at its field', () => {
    expect(failureSummary(fieldFailure({ email: ['Taken.'] }), ['email'])).toEqual([]);
  });

  it('shows the detail of a 401/403/404/429', () => {
    expect(failureSummary(detailFailure(429, 'Too many attempts. Try again in 60 seconds.'))).toEqual(['Too many attempts. Try again in 60 seconds.']);
  });

  it('explains network, timeout and server failures in plain words', () => {
    expect(failureSummary({ kind: 'network', message: 'Network Error' })[0]).toMatch(/^Network Error: the server could not be reached/);
    expect(failureSummary({ kind: 'timeout', message: 'timeout exceeded' })[0]).toMatch(/^timeout exceeded/);
    expect(failureSummary({ kind: 'http', status: 500, message: 'Request failed with status code 500' })[0]).toMatch(
      /status code 500\. Something went wrong on our side/,
    );
  });
});
