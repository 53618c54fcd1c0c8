import type { RJSFSchema } from '@rjsf/utils';
import type { ResourceRow, ResourceValues } from '../../../machines/resource.machine';
import { Competency, Statement } from '../../../schemas/competency';
import { competencyUi, statementUi } from '../../../schemas/competency.ui';
import { choices, countBy, nameById } from './choices';
import { i18n } from '../../i18n';
import type { ListDescriptor, Related } from './list-descriptor';
import { namedList, nameOf } from './named-lists';

const types = (r: Related) => r['competency-types'] ?? [];
const competenciesOf = (r: Related) => r.competencies ?? [];
const titleOf = (row: ResourceRow) => String(row.title ?? '');
const noTypes = () => i18n.t('master:prerequisite.noTypes');

export const competencyTypeList: ListDescriptor = {
  ...namedList({ key: 'competency-types', endpoint: '/competency/type/', section: 'competencies' }),
  translated: true,
  related: ['competencies'],
  columns: [
    { key: 'name', title: 'name', text: nameOf, width: 'minmax(200px, 1fr)' },
    { key: 'competencies', title: 'competencies', text: (row, r) => String(countBy(competenciesOf(r), 'type')(row.id)), width: '140px', numeric: true },
  ],
  deleteConsequence: (row, r) => {
    const n = countBy(competenciesOf(r), 'type')(row.id);
    return n ? { message: i18n.t('master:consequence.typeHasCompetencies', { count: n }), blocks: true } : null;
  },
};

export const competencyList: ListDescriptor = {
  key: 'competencies',
  endpoint: '/competency/list/',
  section: 'competencies',
  scope: 'company',
  translated: true,
  related: ['competency-types', 'statements'],
  columns: [
    { key: 'title', title: 'title', text: titleOf, width: 'minmax(140px, 1.2fr)' },
    { key: 'type', title: 'type', text: (row, r) => nameById(types(r))(row.type), width: 'minmax(100px, 0.8fr)' },
    { key: 'defination', title: 'definition', text: (row) => String(row.defination ?? ''), width: 'minmax(160px, 2fr)' },
    { key: 'statements', title: 'statements', text: (row, r) => String(countBy(r.statements ?? [], 'competency_title')(row.id)), width: '92px', numeric: true },
  ],
  defaultSort: 'title',
  form: (r, values) => {
    const schema = formOf(Competency);
    schema.properties = { ...schema.properties, type: choices('Competency type', types(r), nameOf, values.type) };
    return { schema, uiSchema: competencyUi };
  },
  unique: { fields: ['type', 'title', 'defination'], field: 'title', message: () => i18n.t('master:unique.competency') },
  label: titleOf,
  deleteConsequence: (row, r) => {
    const n = countBy(r.statements ?? [], 'competency_title')(row.id);
    return n ? { message: i18n.t('master:consequence.competencyStatements', { count: n }) } : null;
  },
  prerequisite: (r) => (types(r).length ? null : noTypes()),
};

/**
 * The form of a competency or a statement: its fields without `translations`, which translators keep in the
 * spreadsheet (Translations, above the list). A change sent without them keeps them.
 */
function formOf(source: typeof Competency | typeof Statement): RJSFSchema {
  const { translations: _kept, ...fields } = structuredClone(source).properties;
  return { ...(structuredClone(source) as RJSFSchema), properties: fields as RJSFSchema['properties'] };
}

/** The competency is picked among those of the chosen type (a oneOf built as the type changes). */
function statementForm(r: Related, values: ResourceValues) {
  const schema = formOf(Statement);
  const ofType = competenciesOf(r).filter((c) => c.type === values.type);
  const competency = choices('Competency', values.type === undefined || ofType.length === 0 ? competenciesOf(r) : ofType, titleOf, values.competency_title);
  schema.properties = { ...schema.properties, type: choices('Competency type', types(r), nameOf, values.type), competency_title: competency };
  const help = values.type === undefined ? 'Choose the type first.' : ofType.length === 0 ? 'This type has no competencies yet.' : undefined;
  const uiSchema = help ? { ...statementUi, competency_title: { ...statementUi.competency_title, 'ui:disabled': true, 'ui:help': help } } : statementUi;
  return { schema, uiSchema };
}

export const statementList: ListDescriptor = {
  key: 'statements',
  endpoint: '/competency/statements/',
  section: 'competencies',
  scope: 'company',
  translated: true,
  related: ['competency-types', 'competencies'],
  columns: [
    { key: 'statement', title: 'statement', text: (row) => String(row.statement ?? ''), width: 'minmax(200px, 2.2fr)' },
    { key: 'competency', title: 'competency', text: (row, r) => nameById(competenciesOf(r), titleOf)(row.competency_title), width: 'minmax(130px, 1fr)' },
    { key: 'type', title: 'type', text: (row, r) => nameById(types(r))(row.type), width: 'minmax(100px, 0.8fr)' },
  ],
  defaultSort: 'competency',
  form: statementForm,
  adjust: (values, r) => {
    const competency = competenciesOf(r).find((c) => c.id === values.competency_title);
    return competency && competency.type !== values.type ? { ...values, competency_title: undefined } : values;
  },
  unique: { fields: ['competency_title', 'statement'], field: 'statement', message: () => i18n.t('master:unique.statement') },
  label: (row) => String(row.statement ?? ''),
  prerequisite: (r) => (types(r).length === 0 ? noTypes() : competenciesOf(r).length === 0 ? i18n.t('master:prerequisite.noCompetencies') : null),
};
