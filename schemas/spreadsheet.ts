import Type, { type Static } from 'typebox';

/**
 * What every spreadsheet import and export shares, whichever sheet it carries (the
 * competency library, the employees): the refusal of a file row by row, and the format asked for.
 */
export const RowError = Type.Object(
  {
    row: Type.Integer({ description: 'Row number as the spreadsheet shows it (the header is row 1)' }),
    field: Type.String(),
    message: Type.String(),
  },
  { additionalProperties: false },
);
export type RowError = Static<typeof RowError>;

/**
 * 400 of an import: the file as a whole, every row's problems, or a query parameter's (by its
 * name); nothing was imported.
 */
export const ImportErrors = Type.Object(
  {
    non_field_errors: Type.Optional(Type.Array(Type.String())),
    file: Type.Optional(Type.Array(Type.String())),
    rows: Type.Optional(Type.Array(RowError)),
  },
  { additionalProperties: Type.Array(Type.String()) },
);
export type ImportErrors = Static<typeof ImportErrors>;

export const ExportQuery = Type.Object(
  { format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'csv' })) },
  { additionalProperties: false },
);
