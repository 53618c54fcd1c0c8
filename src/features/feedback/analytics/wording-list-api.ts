import type { WordingList } from '../../../../schemas/wording-list';
import { api, type Signal } from '../../../lib/api';

/** The company's words to review before a submit (the survey area's setting, edited beside the thresholds). */
export const wordingListApi = {
  get: ({ signal }: Signal = {}) => api.get<WordingList>('/survey/wording-list/', { signal }),
  save: (list: WordingList) => api.put<WordingList>('/survey/wording-list/', list),
};
