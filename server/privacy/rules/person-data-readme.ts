import { PERSON_DATA_FILES } from '../../../schemas/person-data';
import { PERSON_DATA_CONTENTS, README_INTRO, README_TITLE } from '../person-data-messages';

/** README.txt of a person's ZIP: whose, when, and what each file holds. */
export function personDataReadme(name: string, exportedAt: Date): string {
  const files = PERSON_DATA_FILES.map((file) => `${file}\n  ${PERSON_DATA_CONTENTS[file]}`);
  return [README_TITLE, '', `${name}, ${exportedAt.toISOString()}`, '', README_INTRO, '', ...files, ''].join('\n');
}
