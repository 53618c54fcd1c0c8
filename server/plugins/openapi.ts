import { PRODUCT_NAME } from '../../schemas/product';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The OpenAPI document is built from the very schemas the routes validate with, so it
 * cannot drift from what the server does. Registered before the routes, which it records.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${PRODUCT_NAME} API`,
          version: '0.1.0',
          description: 'Multi-tenant 360° competency feedback. Errors: 400 `{field: [messages], non_field_errors: [...]}`; 401/403/404/429 `{detail}`.',
        },
        components: {
          securitySchemes: {
            jwt: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'JWT <token> from POST /auth/token/' },
            scimBearer: { type: 'http', scheme: 'bearer', description: 'A SCIM token of the company (POST /api/scim-tokens/); /scim/v2/ only' },
          },
        },
      },
    });
    // Swagger UI loads only its own files (no inline script), so the app's strict CSP fits it as is.
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
