import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { ROLES } from '../../../schemas/user';
import { errorResponses } from '../../http/responses';

const TITLES: Record<(typeof ROLES)[number], string> = { superuser: 'Platform superuser', admin: 'Admin', user: 'Employee' };

const RoleRow = Type.Object({ name: Type.String(), title: Type.String() }, { additionalProperties: false });

/** Roles exist and only their state names are shown. Fixed, so read-only. */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/role/',
    {
      schema: {
        tags: ['users'],
        summary: 'The roles a user can have',
        response: { 200: Type.Array(RoleRow), ...errorResponses(401) },
      },
    },
    async () => ROLES.map((name) => ({ name, title: TITLES[name] })),
  );
}
