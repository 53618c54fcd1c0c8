import type { FastifyRequest } from 'fastify';

const bodyField = (field: string) => (req: FastifyRequest) => (req.body as Record<string, unknown> | undefined)?.[field];
const paramsId = (req: FastifyRequest) => (req.params as { id?: unknown } | undefined)?.id;

/**
 * A write If-Match guards (plugins/stale-edits.ts), for a route's `config.ifMatch`: the resource whose id `idOf` finds
 * in the request, read at `pathOf(id)`, named `entity` in the audit log. No id (a body that fails its schema): no
 * guard, the write answers as it would.
 */
export function editGuard(entity: string, pathOf: (id: number) => string, idOf: (req: FastifyRequest) => unknown = paramsId) {
  const id = (req: FastifyRequest) => {
    const value = idOf(req);
    return Number.isInteger(value) && (value as number) > 0 ? (value as number) : null;
  };
  return {
    resource: (req: FastifyRequest) => {
      const found = id(req);
      return found === null ? null : pathOf(found);
    },
    entity,
    id: (req: FastifyRequest) => id(req) ?? '',
  };
}

/** The id a guarded write carries in its body's `field`. */
export const inBody = bodyField;

/**
 * DELETE /api/users/{id}/ removes an employee by their account's id: the version it changes is the employee's
 * (GET /api/employee-registration/{employee id}/), found by `employeeOf`; an account that is no employee has none.
 */
export function userEmployeeGuard(employeeOf: (userId: number) => Promise<number | null>) {
  const found = new WeakMap<FastifyRequest, Promise<number | null>>();
  const employee = (req: FastifyRequest) => {
    const userId = paramsId(req);
    if (!Number.isInteger(userId) || (userId as number) <= 0) return Promise.resolve(null);
    if (!found.has(req)) found.set(req, employeeOf(userId as number));
    return found.get(req)!;
  };
  return {
    resource: async (req: FastifyRequest) => {
      const id = await employee(req);
      return id === null ? null : `/api/employee-registration/${id}/`;
    },
    entity: 'employee',
    id: async (req: FastifyRequest) => (await employee(req)) ?? '',
  };
}
