import { describe, expect, it } from 'vitest';
import { percent, resultsNote, statusLook } from './survey-format';
import { dateRange, fullDay, shortDay } from '../../lib/english-format';

const now = new Date('2025-11-20T10:00:00Z');
const base = { start_date: '2025-12-01', closed_at: null, is_draft: false } as const;

describe('survey format', () => {
  it('tells a draft from a scheduled survey (both "draft" on the server)', () => {
    expect(statusLook({ ...base, status: 'draft', is_draft: true }, now).label).toBe('Draft');
    expect(statusLook({ ...base, status: 'draft' }, now)).toMatchObject({ label: 'Scheduled · starts 1 Dec', color: 'blue' });
    expect(statusLook({ ...base, status: 'draft', start_date: '2026-01-05' }, now).label).toBe('Scheduled · starts 5 Jan 2026');
  });

  it('names open and closed surveys, and when a closed one was closed', () => {
    expect(statusLook({ ...base, status: 'open' }, now)).toMatchObject({ label: 'Open', color: 'green' });
    expect(statusLook({ ...base, status: 'closed', closed_at: '2025-11-18T16:30:00Z' }, now).hint).toBe('Closed on 18 Nov 2025');
    expect(statusLook({ ...base, status: 'closed' }, now).hint).toBe('Its end date has passed');
  });

  it('says when the results are there, and once opened, that the survey is closed for good', () => {
    const survey = { status: 'open', end_date: '2026-12-08', closed_at: null, results_opened_at: null } as const;
    expect(resultsNote(survey)).toMatchObject({ title: 'Results after the survey closes on 8 Dec 2026', color: 'blue' });
    expect(resultsNote({ ...survey, status: 'closed' })).toMatchObject({
      title: 'Results are ready: the survey ended on 8 Dec 2026',
      body: expect.stringMatching(/can still be extended/),
    });
    expect(resultsNote({ ...survey, status: 'closed', closed_at: '2026-12-01T16:00:00Z' }).title).toBe(
      'Results are ready: the survey was closed on 1 Dec 2026',
    );
    const opened = { ...survey, status: 'closed', results_opened_at: '2026-12-10T09:00:00Z' } as const;
    expect(resultsNote(opened)).toMatchObject({ title: 'Results opened on 10 Dec 2026: closed for good', color: 'gray' });
    expect(statusLook({ ...base, ...opened }, now).hint).toBe('Its end date has passed; results opened: closed for good');
  });

  it('prints days in UTC, whatever the browser zone', () => {
    expect(shortDay('2025-12-01', now)).toBe('1 Dec');
    expect(fullDay('2025-12-31T23:30:00Z')).toBe('31 Dec 2025');
    expect(fullDay(null)).toBe('—');
    expect(dateRange('2025-12-01', '2025-12-15')).toBe('1 Dec – 15 Dec 2025');
    expect(dateRange('2025-12-20', '2026-01-10')).toBe('20 Dec 2025 – 10 Jan 2026');
  });

  it('counts', () => {
    expect(percent(12, 40)).toBe(30);
    expect(percent(0, 0)).toBe(0);
  });
});
