import { Detail, FieldErrors } from '../../schemas/errors';

const errorSchemas = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail, 409: Detail, 429: Detail } as const;
type ErrorCode = keyof typeof errorSchemas;

/** The error answers a route declares beside its success, for validation of the contract and the docs. */
export function errorResponses<C extends ErrorCode>(...codes: C[]): Pick<typeof errorSchemas, C> {
  return Object.fromEntries(codes.map((c) => [c, errorSchemas[c]])) as Pick<typeof errorSchemas, C>;
}

/** Marks a route as needing `Authorization: JWT <token>` in the OpenAPI document. */
export const signedIn = [{ jwt: [] as string[] }];

/** The media types of the files the API sends (exports, templates). */
const FILE_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
type FileFormat = keyof typeof FILE_TYPES;

/** A file answer, declared with each media type it can have (the OpenAPI document lists them). */
export function fileResponse(description: string, formats: readonly FileFormat[]) {
  return { description, content: Object.fromEntries(formats.map((f) => [FILE_TYPES[f], { schema: { type: 'string', format: 'binary' } }])) };
}

/** The Content-Type header of a file sent: text with its charset, the rest as it is. */
export const fileContentType = (format: FileFormat) => (format === 'csv' ? `${FILE_TYPES.csv}; charset=utf-8` : FILE_TYPES[format]);
