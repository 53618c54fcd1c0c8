import type { Survey } from '../../schemas/survey';
import { changedFields } from './diff';

/** The settings of a survey the audit log follows: dates, threshold, audience, competencies and their weights… not its progress. */
const SETTINGS = [
  'title',
  'description',
  'start_date',
  'end_date',
  'anonymity_threshold',
  'audience',
  'position',
  'is_draft',
  'type_values',
  'competencies',
] as const satisfies ReadonlyArray<keyof Survey>;
type Settings = Pick<Survey, (typeof SETTINGS)[number]>;

const settingsOf = (survey: Survey): Settings => Object.fromEntries(SETTINGS.map((k) => [k, survey[k]])) as Settings;

/** A survey's settings before → after, only those that changed; a creation has no before. */
export function surveyChanges(before: Survey | null, after: Survey): { before?: Partial<Settings>; after: Partial<Settings> } | null {
  if (!before) return { after: settingsOf(after) };
  return changedFields(settingsOf(before), settingsOf(after));
}
