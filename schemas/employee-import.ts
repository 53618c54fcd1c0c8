import Type, { type Static } from 'typebox';
import { ImportErrors } from './spreadsheet';

/** The lists an import row names by text, which an import may create items in. */
export const IMPORT_LISTS = ['designation', 'department', 'group'] as const;
export type ImportList = (typeof IMPORT_LISTS)[number];

/** An import creates at most this many items: a file naming more has its columns mixed up more likely than not. */
export const MAX_CREATED_ITEMS = 1000;

/** Rows named per missing item: enough to find a typo, not 100,000 numbers. */
export const MISSING_ROWS_SHOWN = 5;

/**
 * A name the file gives that the company's list lacks, once however many rows give it (any
 * case, blanks around or doubled): as it would be created (the first row's spelling) and where.
 */
export const MissingListItem = Type.Object(
  {
    list: Type.Union([Type.Literal('designation'), Type.Literal('department'), Type.Literal('group')]),
    name: Type.String(),
    rows: Type.Array(Type.Integer(), { description: `The first ${MISSING_ROWS_SHOWN} rows naming it, as the spreadsheet numbers them` }),
    row_count: Type.Integer({ description: 'How many rows name it' }),
  },
  { additionalProperties: false },
);
export type MissingListItem = Static<typeof MissingListItem>;

/**
 * 400 of POST /api/user-import/: an import's refusal (schemas/spreadsheet.ts) and, once per
 * name, the list items the file names that do not exist. With nothing else wrong, sending the
 * file again with ?create_missing=true creates them and the employees together.
 */
export const EmployeeImportErrors = Type.Object(
  {
    ...ImportErrors.properties,
    missing: Type.Optional(
      Type.Array(MissingListItem, {
        description: `Items to create, by list, then by the first row naming them (at most ${MAX_CREATED_ITEMS.toLocaleString('en')})`,
      }),
    ),
  },
  { additionalProperties: Type.Array(Type.String()) },
);
export type EmployeeImportErrors = Static<typeof EmployeeImportErrors>;
