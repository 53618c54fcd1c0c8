import Type, { type Static } from 'typebox';
import { CompetencyTranslations, StatementTranslations, TypeTranslations } from './content-translations';
import { ArchivedAt, MasterItem } from './master-item';
import { VisibleLine, VisibleText } from './text-fields';

/*
 * The competency model: types → competencies → behavioural statements. Field
 * names are the contract's, misspelling included: `defination`; a statement's
 * `competency_title` is the competency's id.
 */

const id = (title: string) => Type.Integer({ title, minimum: 1 });

// Rows: the server always sends `translations` ({} when none); optional so that rows made without it (fixtures) still type.

/** A competency type: a list of names like the others, whose names may be translated. */
export const CompetencyType = Type.Object({ ...MasterItem.properties, translations: Type.Optional(TypeTranslations) }, { additionalProperties: false });
export type CompetencyType = Static<typeof CompetencyType>;

export const CompetencyTypeRow = Type.Object(
  { id: Type.Integer(), name: Type.String(), translations: Type.Optional(TypeTranslations), archived_at: ArchivedAt },
  { additionalProperties: false },
);
export type CompetencyTypeRow = Static<typeof CompetencyTypeRow>;

export const Competency = Type.Object(
  {
    type: id('Competency type'),
    title: VisibleLine('Title', 150),
    defination: VisibleText('Definition', 1000),
    translations: Type.Optional(CompetencyTranslations),
  },
  { additionalProperties: false },
);
export type Competency = Static<typeof Competency>;

export const CompetencyRow = Type.Object(
  {
    id: Type.Integer(),
    type: Type.Integer(),
    title: Type.String(),
    defination: Type.String(),
    translations: Type.Optional(CompetencyTranslations),
    archived_at: ArchivedAt,
  },
  { additionalProperties: false },
);
export type CompetencyRow = Static<typeof CompetencyRow>;

export const Statement = Type.Object(
  {
    type: id('Competency type'),
    competency_title: id('Competency'),
    statement: VisibleText('Statement', 500),
    translations: Type.Optional(StatementTranslations),
  },
  { additionalProperties: false },
);
export type Statement = Static<typeof Statement>;

export const StatementRow = Type.Object(
  {
    id: Type.Integer(),
    type: Type.Integer(),
    competency_title: Type.Integer(),
    statement: Type.String(),
    translations: Type.Optional(StatementTranslations),
    archived_at: ArchivedAt,
  },
  { additionalProperties: false },
);
export type StatementRow = Static<typeof StatementRow>;

/** The three duplicate rules, as the keys both sides compare: trimmed, any case. */
export const normalised = (text: string): string => text.trim().toLowerCase();
