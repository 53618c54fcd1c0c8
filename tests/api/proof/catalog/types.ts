import type { Area } from '../../../../schemas/user';
import type { Estate } from '../world/estate';
import type { Actor, World } from '../world/world';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call, as the README's access tables say. Admins hold every area. */
export type Access =
  | { who: 'anyone' }
  /** Any valid session, the platform superuser's included. */
  | { who: 'signed-in' }
  /** Anyone with a company: every employee and admin. */
  | { who: 'member' }
  | { who: 'area'; areas: readonly Area[] }
  | { who: 'admin' }
  | { who: 'superuser' };

/**
 * What a request names, which decides the matrix's columns: nothing; a row of a company
 * (own, other, missing); a row of one person (their assignment, released report or
 * action: only they reach it); an item of a platform list; a mailed token.
 */
export type Names = 'nothing' | 'company-row' | 'person-row' | 'platform-row' | 'token';

/** `token`: a link just mailed, good for one use. */
export type Target = 'none' | 'own' | 'other' | 'missing' | 'platform' | 'token';

export interface Cell {
  w: World;
  actor: Actor;
  target: Target;
  /** The company the target names; when it names none, the actor's (the own company for those without one). */
  estate: Estate;
  /** The id the request names: `pick` of the target's company, or an id no row has. */
  row(pick: (e: Estate) => number | Promise<number>): Promise<number>;
  /** For person rows: the employee whose row is named (the actor's own when they have one there). */
  person(): number;
}

export interface Req {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface Endpoint {
  method: Method;
  /** As the OpenAPI document spells it: '/api/group/{id}/'. */
  path: string;
  access: Access;
  /** The status of a permitted request. */
  ok: number;
  names: Names;
  /** The status when the named row is not the caller's to reach (default 404; references in a body: 400). */
  foreign?: number;
  /** A permitted request changes or removes what it names, so every cell gets a row of its own. */
  fresh?: boolean;
  request(c: Cell): Req | Promise<Req>;
  /** A rule the generic one does not cover (own account, the workforce area deleting employees…). */
  except?(actor: Actor, target: Target): number | undefined;
  /**
   * The write itself, by whoever may make it, when the matrix's request stops short of it
   * (a right old password would end the actor's session): for the suites that need it done.
   */
  write?(w: World): Promise<{ req: Req; headers: Record<string, string> }>;
  /** A mailed link that opens what its company asked of the holder (an outside rater's, an account's owner): that company's data is theirs to see. */
  linkShowsItsCompany?: boolean;
  /** Why this endpoint answers 2xx even when its write fails (the fault suite takes that as a lost write otherwise). */
  mayLose?: string;
  /** Why a write that fails is made again on another path before the answer (the fault suite then looks for that write). */
  retries?: string;
}

const TARGETS: Record<Names, Target[]> = {
  nothing: ['none'],
  'company-row': ['own', 'other', 'missing'],
  'person-row': ['own', 'other', 'missing'],
  'platform-row': ['platform', 'missing'],
  token: ['token', 'missing'],
};
export const targetsOf = (names: Names): Target[] => TARGETS[names];

export const keyOf = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method.toLowerCase()} ${e.path}`;
