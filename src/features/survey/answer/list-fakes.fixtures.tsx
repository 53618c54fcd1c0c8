import { useState } from 'react';
import type { Failure } from '../../../../machines/failure';
import type { RaterSurveyList } from '../../../../schemas/survey-answer';
import { fakeFlow, never } from '../../../testing/app-fakes.fixtures';
import { raterSurveysMachine, type RaterSurveysMachine } from './list-flows';

export const offline: Failure = { kind: 'network', message: 'Network Error' };

/** A list read that answers `list`, never answers (`'loading'`), or fails once and then answers. */
export type FakeRead = RaterSurveyList | 'loading' | { failOnceWith: Failure; then: RaterSurveyList };

function fakeRead(read: FakeRead): RaterSurveysMachine {
  if (read === 'loading') return fakeFlow(raterSurveysMachine, () => never());
  if ('result' in read) return fakeFlow(raterSurveysMachine, async () => read);
  let failed = false;
  return fakeFlow(raterSurveysMachine, async () => {
    if (failed) return read.then;
    failed = true;
    throw read.failOnceWith;
  });
}

/** The machine made once per mounted story, so a story shown again starts afresh. */
export function useFakeRead(read: FakeRead): RaterSurveysMachine {
  const [machine] = useState(() => fakeRead(read));
  return machine;
}
