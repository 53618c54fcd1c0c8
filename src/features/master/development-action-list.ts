import type { RJSFSchema } from '@rjsf/utils';
import type { ResourceRow } from '../../../machines/resource.machine';
import { LibraryAction } from '../../../schemas/development-library';
import { libraryActionUi } from '../../../schemas/development-library.ui';
import { LEVEL_LABELS, PROFICIENCY_LEVELS, type ProficiencyLevel } from '../../../schemas/survey';
import { choices, nameById } from './choices';
import { i18n } from '../../i18n';
import type { ListDescriptor, Related } from './list-descriptor';

const competenciesOf = (r: Related) => r.competencies ?? [];
const titleOf = (row: ResourceRow) => String(row.title ?? '');
/** "Advanced", or "Any level" for an action that suits every level (level null). */
export const levelText = (level: unknown) =>
  level && PROFICIENCY_LEVELS.includes(level as ProficiencyLevel) ? i18n.t(`master:levels.${level as ProficiencyLevel}`) : i18n.t('master:levels.any');

/** The level as a choice of the four; left empty it is "any level" (the server stores null). */
const levelField = {
  type: 'string',
  title: 'Proficiency level',
  oneOf: PROFICIENCY_LEVELS.map((level) => ({ const: level, title: LEVEL_LABELS[level] })),
} as const;

/**
 * The development action library (issue 40): what to do to grow in each competency, at a level or any. Development
 * plans take their actions from it, and what followed ranks the suggestions.
 */
export const developmentActionList: ListDescriptor = {
  key: 'development-actions',
  endpoint: '/competency/development-actions/',
  section: 'competencies',
  scope: 'company',
  related: ['competencies'],
  columns: [
    { key: 'title', title: 'action', text: titleOf, width: 'minmax(180px, 1.6fr)' },
    { key: 'competency', title: 'competency', text: (row, r) => nameById(competenciesOf(r), titleOf)(row.competency), width: 'minmax(130px, 1fr)' },
    { key: 'level', title: 'level', text: (row) => levelText(row.level), width: '120px' },
    { key: 'description', title: 'description', text: (row) => String(row.description ?? ''), width: 'minmax(160px, 2fr)' },
  ],
  defaultSort: 'competency',
  form: (r, values) => {
    const schema = structuredClone(LibraryAction) as RJSFSchema;
    schema.required = ['competency', 'title'];
    schema.properties = {
      ...schema.properties,
      competency: choices('Competency', competenciesOf(r), titleOf, values.competency),
      level: levelField as RJSFSchema,
    };
    return { schema, uiSchema: libraryActionUi };
  },
  unique: { fields: ['competency', 'title'], field: 'title', message: () => i18n.t('master:unique.developmentAction') },
  label: titleOf,
  prerequisite: (r) => (competenciesOf(r).length ? null : i18n.t('master:prerequisite.noCompetencies')),
};
