import { Detail, FieldErrors } from '../../schemas/errors';

const errorSchemas = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail, 409: Detail, 429: Detail } as const;
type ErrorCode = keyof typeof errorSchemas;

/** The error answers a route declares beside its success, for validation of the contract and the docs. */
export function errorResponses<C extends ErrorCode>(...codes: C[]): Pick<typeof errorSchemas, C> {
  return Object.fromEntries(codes.map((c) => [c, errorSchemas[c]])) as Pick<typeof errorSchemas, C>;
}

/** Marks a route as needing `Authorization: JWT <token>` in the OpenAPI document. */
export const signedIn = [{ jwt: [] as string[] }];
