import type { ImportList } from '../../../../schemas/employee-import';

/**
 * What the employee import's rules need from the database, and the rows they hand back for
 * writing. The workforce repository (employeeImportRepository) has this shape, so a route
 * passes it in as it is and the rules never query.
 */

/** One checked row of an import, its references already resolved to ids. */
export interface NewEmployee {
  username: string;
  email: string;
  empCode: string;
  firstName: string;
  lastName: string;
  contactNum: string;
  /** A negative number is an item the import creates: -1 the first of its NewListItem[], -2 the second… */
  designationId: number | null;
  departmentId: number | null;
  groupId: number | null;
  /** The manager: another row of this import (its index) or an employee already there (its id). */
  manager: { index: number } | { id: number } | null;
}

/** What already exists among a file's values, reported as the file spelled them. */
export interface Taken {
  usernames: Set<string>;
  emails: Set<string>;
  /** Employee codes of the company, as spelled in the file, with the employee's id. */
  empCodes: Map<string, number>;
}

export type ListName = ImportList;

/** A designation, department or group the import creates for its rows (?create_missing=true). */
export interface NewListItem {
  list: ListName;
  name: string;
}

/** The company's designations, departments and groups, each list's items by id and name (archived: no longer given to anyone new). */
export type ListItems = Record<ListName, Array<{ id: number; name: string; archived: boolean }>>;

/** The two look-ups the checks make, each answering for the whole file at once. */
export interface EmployeeImportLookups {
  /** Usernames and employee codes already in the company, addresses anywhere on the platform. */
  taken(usernames: string[], emails: string[], empCodes: string[]): Promise<Taken>;
  listItems(): Promise<ListItems>;
}
