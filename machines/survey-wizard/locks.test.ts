import { describe, expect, it } from 'vitest';
import { demoAssignments, demoEmployees } from './demo-company.fixtures';
import { applyEdit, type WizardEdit } from './edits';
import { keepFixed, noLocks, submittedRaters, type WizardLocks } from './locks';
import { emptyData, type WizardData } from './wizard-data';

const loaded: WizardData = {
  ...emptyData(),
  details: { title: 'Mid-year 360', start_date: '2026-01-05', end_date: '2026-01-30', anonymity_threshold: 4 },
  ratees: [2, 7],
  raters: {
    2: [
      { rater: 2, relationship: 'self' },
      { rater: 1, relationship: 'manager' },
    ],
    7: [{ rater: 7, relationship: 'self' }],
  },
};
const edit = (data: WizardData, e: WizardEdit, locks: WizardLocks) => keepFixed(data, applyEdit(data, e, demoEmployees), locks);
/** Tom (2) has rated himself. */
const locked: WizardLocks = { locked: true, resultsOpenedAt: null, submitted: { 2: [{ rater: 2, relationship: 'self' }] } };

describe('wizard locks', () => {
  it('reads which raters have submitted, per ratee', () => {
    expect(submittedRaters(demoAssignments(true))).toEqual({ 2: [{ rater: 2, relationship: 'self' }] });
    expect(submittedRaters(demoAssignments())).toEqual({});
  });

  it('changes nothing while nothing is fixed', () => {
    const changed = edit(loaded, { type: 'details.change', details: { ...loaded.details, anonymity_threshold: 6, end_date: '2026-02-10' } }, noLocks());
    expect(changed.details).toMatchObject({ anonymity_threshold: 6, end_date: '2026-02-10' });
    expect(edit(loaded, { type: 'raters.clear' }, noLocks()).raters).toEqual({});
  });

  it('once answers are in, the threshold stays; the dates may still move', () => {
    const changed = edit(loaded, { type: 'details.change', details: { ...loaded.details, anonymity_threshold: 6, end_date: '2026-02-10' } }, locked);
    expect(changed.details).toMatchObject({ anonymity_threshold: 4, end_date: '2026-02-10' });
  });

  it('once results are opened, only the title and description change', () => {
    const sealed = { ...locked, resultsOpenedAt: '2026-02-02T08:00:00Z' };
    const changed = edit(
      loaded,
      {
        type: 'details.change',
        details: { title: 'Renamed', description: 'Why', start_date: '2026-01-01', end_date: '2026-03-01', anonymity_threshold: 9 },
      },
      sealed,
    );
    expect(changed.details).toEqual({ title: 'Renamed', description: 'Why', start_date: '2026-01-05', end_date: '2026-01-30', anonymity_threshold: 4 });
  });

  it('a submitted rater survives a clear and an unpick of their ratee, with the relationship they answered as', () => {
    const cleared = edit(loaded, { type: 'raters.clear' }, locked);
    expect(cleared.raters).toEqual({ 2: [{ rater: 2, relationship: 'self' }] });
    const unpicked = edit(loaded, { type: 'ratees.pick', ids: [2, 7], picked: false }, locked);
    expect(unpicked.ratees).toEqual([2]);
    const moved = keepFixed(loaded, { ...loaded, raters: { ...loaded.raters, 2: [{ rater: 2, relationship: 'peer' }] } }, locked);
    expect(moved.raters[2]).toEqual([{ rater: 2, relationship: 'self' }]);
    // Raters who have not submitted still come and go.
    expect(edit(loaded, { type: 'rater.remove', ratee: 2, rater: 1 }, locked).raters[2]).toEqual([{ rater: 2, relationship: 'self' }]);
  });

  it('leaves the data as it was when nothing fixed was touched', () => {
    const added = applyEdit(loaded, { type: 'rater.add', ratee: 7, rater: 3 }, demoEmployees);
    expect(keepFixed(loaded, added, locked)).toBe(added);
  });
});
