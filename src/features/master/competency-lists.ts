import type { RJSFSchema } from '@rjsf/utils';
import type { ResourceRow, ResourceValues } from '../../../machines/resource.machine';
import { Competency, Statement } from '../../../schemas/competency';
import { competencyUi, statementUi } from '../../../schemas/competency.ui';
import { choices, countBy, nameById } from './choices';
import type { ListDescriptor, Related } from './list-descriptor';
import { namedList, nameOf } from './named-lists';
import { plural } from '../../lib/english-format';

const types = (r: Related) => r['competency-types'] ?? [];
const competenciesOf = (r: Related) => r.competencies ?? [];
const titleOf = (row: ResourceRow) => String(row.title ?? '');
const NO_TYPES = 'Add a competency type first (for example Core or Leadership), or load the starter library.';

export const competencyTypeList: ListDescriptor = {
  ...namedList({
    key: 'competency-types',
    title: 'Competency types',
    singular: 'competency type',
    endpoint: '/competency/type/',
    section: 'competencies',
    description: 'The families your competencies belong to, e.g. Core, Leadership, Functional. Surveys weigh each type.',
  }),
  related: ['competencies'],
  columns: [
    { key: 'name', title: 'Name', text: nameOf, width: 'minmax(200px, 1fr)' },
    { key: 'competencies', title: 'Competencies', text: (row, r) => String(countBy(competenciesOf(r), 'type')(row.id)), width: '140px', numeric: true },
  ],
  deleteConsequence: (row, r) => {
    const n = countBy(competenciesOf(r), 'type')(row.id);
    return n ? { message: `It still has ${plural(n, 'competency', 'competencies')}: move them to another type or delete them first.`, blocks: true } : null;
  },
};

export const competencyList: ListDescriptor = {
  key: 'competencies',
  title: 'Competencies',
  singular: 'competency',
  endpoint: '/competency/list/',
  section: 'competencies',
  scope: 'company',
  description: 'What you expect of people, each with a definition. Surveys ask raters about their behavioural statements.',
  related: ['competency-types', 'statements'],
  columns: [
    { key: 'title', title: 'Title', text: titleOf, width: 'minmax(140px, 1.2fr)' },
    { key: 'type', title: 'Type', text: (row, r) => nameById(types(r))(row.type), width: 'minmax(100px, 0.8fr)' },
    { key: 'defination', title: 'Definition', text: (row) => String(row.defination ?? ''), width: 'minmax(160px, 2fr)' },
    { key: 'statements', title: 'Statements', text: (row, r) => String(countBy(r.statements ?? [], 'competency_title')(row.id)), width: '92px', numeric: true },
  ],
  defaultSort: 'title',
  form: (r, values) => {
    const schema = structuredClone(Competency) as RJSFSchema;
    schema.properties = { ...schema.properties, type: choices('Competency type', types(r), nameOf, values.type) };
    return { schema, uiSchema: competencyUi };
  },
  unique: { fields: ['type', 'title', 'defination'], field: 'title', message: () => 'A competency with this title, type and definition already exists.' },
  label: titleOf,
  deleteConsequence: (row, r) => {
    const n = countBy(r.statements ?? [], 'competency_title')(row.id);
    return n ? { message: `Its ${plural(n, 'behavioural statement', 'behavioural statements')} will be deleted with it.` } : null;
  },
  prerequisite: (r) => (types(r).length ? null : NO_TYPES),
};

/** The competency is picked among those of the chosen type (a oneOf built as the type changes). */
function statementForm(r: Related, values: ResourceValues) {
  const schema = structuredClone(Statement) as RJSFSchema;
  const ofType = competenciesOf(r).filter((c) => c.type === values.type);
  const competency = choices('Competency', values.type === undefined || ofType.length === 0 ? competenciesOf(r) : ofType, titleOf, values.competency_title);
  schema.properties = { ...schema.properties, type: choices('Competency type', types(r), nameOf, values.type), competency_title: competency };
  const help = values.type === undefined ? 'Choose the type first.' : ofType.length === 0 ? 'This type has no competencies yet.' : undefined;
  const uiSchema = help ? { ...statementUi, competency_title: { ...statementUi.competency_title, 'ui:disabled': true, 'ui:help': help } } : statementUi;
  return { schema, uiSchema };
}

export const statementList: ListDescriptor = {
  key: 'statements',
  title: 'Statements',
  singular: 'statement',
  endpoint: '/competency/statements/',
  section: 'competencies',
  scope: 'company',
  description: 'Observable behaviours raters score from 0 to 4, three to five per competency.',
  related: ['competency-types', 'competencies'],
  columns: [
    { key: 'statement', title: 'Statement', text: (row) => String(row.statement ?? ''), width: 'minmax(200px, 2.2fr)' },
    { key: 'competency', title: 'Competency', text: (row, r) => nameById(competenciesOf(r), titleOf)(row.competency_title), width: 'minmax(130px, 1fr)' },
    { key: 'type', title: 'Type', text: (row, r) => nameById(types(r))(row.type), width: 'minmax(100px, 0.8fr)' },
  ],
  defaultSort: 'competency',
  form: statementForm,
  adjust: (values, r) => {
    const competency = competenciesOf(r).find((c) => c.id === values.competency_title);
    return competency && competency.type !== values.type ? { ...values, competency_title: undefined } : values;
  },
  unique: { fields: ['competency_title', 'statement'], field: 'statement', message: () => 'This competency already has this statement.' },
  label: (row) => String(row.statement ?? ''),
  prerequisite: (r) => (types(r).length === 0 ? NO_TYPES : competenciesOf(r).length === 0 ? 'Add a competency first, or load the starter library.' : null),
};
