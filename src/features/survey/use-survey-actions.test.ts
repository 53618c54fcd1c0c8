import { describe, expect, it } from 'vitest';
import { doneToast } from './use-survey-actions';

const survey = { id: 7, title: 'Spring review', status: 'open', end_date: '2026-12-01' } as Parameters<typeof doneToast>[0]['survey'];
const remind = (sent: number, skipped?: number) => doneToast({ type: 'done', kind: 'remind', survey, sent, skipped });

describe('the reminder toast', () => {
  it('says how many were mailed, and how many the day limit left out', () => {
    expect(remind(28)).toEqual({ title: 'Reminders sent', description: '28 raters who had not submitted yet were mailed.' });
    expect(remind(2, 1).description).toBe(
      '2 raters who had not submitted yet were mailed. 1 rater already had 3 mails about it within a day and was skipped: try them again tomorrow.',
    );
    expect(remind(0, 3)).toEqual({
      title: 'No reminder sent',
      description: '3 raters already had 3 mails about it within a day and were skipped: try them again tomorrow.',
    });
    expect(remind(0, 0).title).toBe('Nobody to remind');
  });
});
