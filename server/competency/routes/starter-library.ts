import type { FastifyInstance } from 'fastify';
import { LibraryResult } from '../../../schemas/competency-library';
import { starterLibraryRows } from '../../library/starter-library';
import { starterTranslator } from '../../library/starter-translations';
import { errorResponses } from '../../http/responses';

/** One click gives a new company a model to start from; what it already has is kept as is. */
export async function starterLibraryRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/competency/starter-library/',
    {
      schema: {
        tags: ['competency library'],
        summary: 'Load the starter competency library',
        description:
          'Five types, twenty competencies with definitions and their behavioural statements, in one transaction, each text ' +
          'with its German, French and Spanish translation. ' +
          'Items the company already has (same name; same title, type and definition; same statement) are skipped, so loading twice adds nothing.',
        response: { 200: LibraryResult, ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.competencyLibrary.load(starterLibraryRows(), starterTranslator),
  );
}
