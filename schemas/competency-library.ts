import Type, { type Static } from 'typebox';
import { CleanText } from './text-fields';

/**
 * The competency library as one flat sheet, one row per statement (README: import and
 * export). A competency without statements has a row with an empty statement; a type
 * without competencies a row with only its type.
 */
export const LIBRARY_COLUMNS = ['type', 'competency', 'definition', 'statement'] as const;

export const LibraryRow = Type.Object(
  {
    type: CleanText('Type', 120),
    competency: CleanText('Competency', 150),
    definition: CleanText('Definition', 1000),
    statement: CleanText('Statement', 500),
  },
  { additionalProperties: false },
);
export type LibraryRow = Static<typeof LibraryRow>;

/** What a load (starter library or import) added; rows already there are skipped. */
export const LibraryResult = Type.Object(
  {
    rows: Type.Integer({ description: 'Rows read' }),
    types_added: Type.Integer(),
    competencies_added: Type.Integer(),
    statements_added: Type.Integer(),
  },
  { additionalProperties: false },
);
export type LibraryResult = Static<typeof LibraryResult>;

export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file. */
  fileBytes: 2 * 1024 * 1024,
  /** Bytes an XLSX may unpack to, all its parts together. */
  unpackedBytes: 20 * 1024 * 1024,
  /** Data rows, the header not counted. */
  rows: 5000,
} as const;
