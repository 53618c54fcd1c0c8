import { describe, expect, it } from 'vitest';
import { actionWord, daysLeft, dueLook, progressWords, relationshipWords, submittedWords } from './list-format';
import { shortDay } from '../../../lib/english-format';

describe('relationshipWords', () => {
  it('reads the relationship from the rater’s side', () => {
    // `manager`: the rater is the ratee's manager, so the ratee is the rater's direct report.
    expect(relationshipWords('manager')).toBe('Your direct report');
    expect(relationshipWords('direct_report')).toBe('Your manager');
    expect(relationshipWords('self')).toBe('Yourself');
    expect(relationshipWords('peer')).toBe('Peer');
    expect(relationshipWords('other')).toBe('Colleague');
  });
});

describe('due dates', () => {
  const now = new Date('2025-12-10T15:30:00Z');

  it('counts whole UTC days to the end date, which is still answerable', () => {
    expect(daysLeft('2025-12-10', now)).toBe(0);
    expect(daysLeft('2025-12-11', now)).toBe(1);
    expect(daysLeft('2026-01-09', now)).toBe(30);
    expect(daysLeft('2025-12-09', now)).toBe(-1);
    // Late in the evening in New York is already the next day in UTC, as the server counts it.
    expect(daysLeft('2025-12-11', new Date('2025-12-11T02:00:00Z'))).toBe(0);
  });

  it('says when a survey is due and how long is left', () => {
    expect(dueLook('2025-12-24', now)).toEqual({ due: 'Due 24 Dec', left: '14 days left', soon: false });
    expect(dueLook('2025-12-14', now)).toEqual({ due: 'Due 14 Dec', left: '4 days left', soon: false });
  });

  it('marks three days or fewer as soon', () => {
    expect(dueLook('2025-12-13', now)).toEqual({ due: 'Due 13 Dec', left: '3 days left', soon: true });
    expect(dueLook('2025-12-11', now)).toEqual({ due: 'Due 11 Dec', left: '1 day left', soon: true });
    expect(dueLook('2025-12-10', now)).toEqual({ due: 'Due 10 Dec', left: 'Last day today', soon: true });
    expect(dueLook('2025-12-09', now).left).toBe('Ended');
  });

  it('writes the year only when it is not this year’s', () => {
    expect(shortDay('2026-01-09', now)).toBe('9 Jan 2026');
    expect(dueLook('2026-01-09', now).due).toBe('Due 9 Jan 2026');
  });
});

describe('progress', () => {
  it('words each status of an assignment', () => {
    expect(progressWords({ status: 'pending', answered: 0, total: 12 })).toBe('Not started');
    expect(progressWords({ status: 'draft', answered: 5, total: 12 })).toBe('In progress · 5 of 12');
    expect(progressWords({ status: 'draft', answered: 12, total: 12 })).toBe('All answered · ready to submit');
    expect(progressWords({ status: 'submitted', answered: 12, total: 12 })).toBe('Submitted');
  });

  it('starts what is pending and continues a draft', () => {
    expect(actionWord({ status: 'pending' })).toBe('Start');
    expect(actionWord({ status: 'draft' })).toBe('Continue');
  });

  it('dates a submission on the reader’s calendar', () => {
    expect(submittedWords('2025-12-03T12:00:00Z')).toBe('Submitted 3 Dec 2025');
    expect(submittedWords(null)).toBe('Submitted');
  });
});
