import { describe, expect, it } from 'vitest';
import { screenRequests } from './prepare-signed-in';

describe('what a deep link asks the API for with the app’s code', () => {
  it('names each mailed screen’s own GETs, spelled as its API calls spell them', () => {
    expect(screenRequests('/portrayal/dashboard')).toEqual(['/dashboard/summary/']);
    expect(screenRequests('/portrayal')).toEqual(['/dashboard/summary/']);
    expect(screenRequests('/portrayal/admin/survey/12')).toEqual([
      '/survey/survey/12/',
      '/survey/survey/12/progress/',
      '/survey/get_surveyassign_by_owner/?survey_id=12',
    ]);
    expect(screenRequests('/portrayal/admin/feedback/3/41/')).toEqual(['/feedback/survey/3/ratee/41/']);
    expect(screenRequests('/portrayal/user/survey-list/639')).toEqual(['/survey/surveyuserans/639/']);
    expect(screenRequests('/portrayal/user/my-feedback/4')).toEqual(['/feedback/my-reports/4/']);
  });

  it('asks nothing more for other paths, nor for an id that is no number', () => {
    for (const path of [
      '/portrayal/admin/survey/new',
      '/portrayal/admin/survey/12/edit',
      '/portrayal/admin/feedback/analytics',
      '/portrayal/user/survey-list',
      '/portrayal/admin/master',
    ]) {
      expect(screenRequests(path), path).toEqual([]);
    }
  });
});
