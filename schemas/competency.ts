import Type, { type Static } from 'typebox';
import { ArchivedAt } from './master-item';
import { VisibleLine, VisibleText } from './text-fields';

/*
 * The competency model: types → competencies → behavioural statements. Field
 * names are the contract's, misspelling included: `defination`; a statement's
 * `competency_title` is the competency's id.
 */

const id = (title: string) => Type.Integer({ title, minimum: 1 });

export const Competency = Type.Object(
  {
    type: id('Competency type'),
    title: VisibleLine('Title', 150),
    defination: VisibleText('Definition', 1000),
  },
  { additionalProperties: false },
);
export type Competency = Static<typeof Competency>;

export const CompetencyRow = Type.Object(
  { id: Type.Integer(), type: Type.Integer(), title: Type.String(), defination: Type.String(), archived_at: ArchivedAt },
  { additionalProperties: false },
);
export type CompetencyRow = Static<typeof CompetencyRow>;

export const Statement = Type.Object(
  {
    type: id('Competency type'),
    competency_title: id('Competency'),
    statement: VisibleText('Statement', 500),
  },
  { additionalProperties: false },
);
export type Statement = Static<typeof Statement>;

export const StatementRow = Type.Object(
  { id: Type.Integer(), type: Type.Integer(), competency_title: Type.Integer(), statement: Type.String(), archived_at: ArchivedAt },
  { additionalProperties: false },
);
export type StatementRow = Static<typeof StatementRow>;

/** The three duplicate rules, as the keys both sides compare: trimmed, any case. */
export const normalised = (text: string): string => text.trim().toLowerCase();
