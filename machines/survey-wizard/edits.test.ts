import { describe, expect, it } from 'vitest';
import { demoEmployees } from './demo-company.fixtures';
import { applyEdit } from './edits';
import { emptyData } from './wizard-data';

describe('wizard edits', () => {
  it('picks ratees once each, in the order picked, and unpicks them', () => {
    let data = applyEdit(emptyData(), { type: 'ratees.pick', ids: [7, 2, 7], picked: true }, demoEmployees);
    data = applyEdit(data, { type: 'ratees.pick', ids: [2, 9], picked: true }, demoEmployees);
    expect(data.ratees).toEqual([7, 2, 9]);
    expect(applyEdit(data, { type: 'ratees.pick', ids: [2], picked: false }, demoEmployees).ratees).toEqual([7, 9]);
  });

  it('bulk applies one relationship to every ratee of the audience and clears them', () => {
    let data = applyEdit({ ...emptyData(), ratees: [3, 10] }, { type: 'raters.bulk', relationship: 'direct_report' }, demoEmployees);
    data = applyEdit(data, { type: 'raters.bulk', relationship: 'direct_report' }, demoEmployees);
    expect(data.raters).toEqual({
      3: [7, 8, 9].map((rater) => ({ rater, relationship: 'direct_report' })),
      10: [],
    });
    expect(applyEdit(data, { type: 'raters.clear', ratee: 3 }, demoEmployees).raters).toEqual({ 10: [] });
    expect(applyEdit(data, { type: 'raters.clear' }, demoEmployees).raters).toEqual({});
  });

  it('self only when rater and ratee are one person', () => {
    const data = applyEdit(emptyData(), { type: 'rater.add', ratee: 2, rater: 5, relationship: 'self' }, demoEmployees);
    expect(data.raters[2]).toEqual([{ rater: 5, relationship: 'other' }]);
    const self = applyEdit(emptyData(), { type: 'rater.add', ratee: 2, rater: 2, relationship: 'peer' }, demoEmployees);
    expect(self.raters[2]).toEqual([{ rater: 2, relationship: 'self' }]);
  });

  it("keeps a competency's settings while others are picked and unpicked", () => {
    let data = applyEdit(emptyData(), { type: 'competency.pick', ids: [1, 2], picked: true }, demoEmployees);
    data = applyEdit(data, { type: 'competency.change', competency: 1, weight: 40, expected_level: 'expert' }, demoEmployees);
    data = applyEdit(data, { type: 'competency.pick', ids: [2], picked: false }, demoEmployees);
    expect(data.competencies).toEqual([{ competency: 1, weight: 40, expected_level: 'expert' }]);
  });
});
