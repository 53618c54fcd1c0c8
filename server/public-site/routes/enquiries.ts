import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ContactUs, DemoRequest, ENQUIRY_RECEIVED } from '../../../schemas/contact';
import { Detail } from '../../../schemas/errors';
import { badRequest } from '../../http-errors';
import type { OutgoingMail } from '../../mail/mailer';
import { contactUsMail, demoRequestMail } from '../../mail/messages';
import type { Rule } from '../../plugins/rate-limits';
import { fieldsWithNul } from '../../shared/rules/validation';
import { errorResponses } from '../../http/responses';

const NEUTRAL = 'Always 200 with the same answer once the input is valid: a mail that cannot be stored or delivered is logged, never reported.';

/**
 * The public site's two enquiries (GET with query parameters, as the contract has them), mailed to the sales
 * inbox (SALES_EMAIL). No sign-in; limited per visitor address and per client address.
 */
export const enquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rules = (email: string, ip: string): Rule[] => [
    { key: `enquiry:address:${email.trim().toLowerCase()}`, limit: app.config.limits.enquiryPerAddress },
    { key: `enquiry:ip:${ip}`, limit: app.config.limits.enquiryPerIp },
  ];

  // PostgreSQL text cannot hold a NUL: refuse it as bad input rather than lose the mail.
  async function refuseNul(req: FastifyRequest) {
    const fields = fieldsWithNul(req.query);
    if (fields.length) throw badRequest(Object.fromEntries(fields.map((f) => [f, ['Null characters are not allowed.']])));
  }

  async function deliver(req: FastifyRequest, mail: OutgoingMail, kind: string) {
    try {
      await app.mailer.send(mail);
    } catch (err) {
      req.log.error({ err: err instanceof Error ? err.message : String(err), kind }, 'enquiry mail not sent');
    }
  }

  const common = {
    // A GET that sends mail: no automatic HEAD twin that would send it again.
    exposeHeadRoute: false,
    preValidation: refuseNul,
  };

  app.get(
    '/api/contact-us-email/',
    {
      ...common,
      schema: {
        tags: ['public site'],
        summary: 'Send a visitor’s message to the sales inbox',
        description: NEUTRAL,
        querystring: ContactUs,
        response: { 200: Detail, ...errorResponses(400, 429) },
      },
    },
    async (req) => {
      await app.limiter.consume(rules(req.query.email, req.ip));
      await deliver(req, contactUsMail(app.config.salesEmail, req.query), 'contact-us');
      return { detail: ENQUIRY_RECEIVED.contact };
    },
  );

  app.get(
    '/api/demo-request-email/',
    {
      ...common,
      schema: {
        tags: ['public site'],
        summary: 'Send a demo request to the sales inbox (business email only)',
        description: NEUTRAL,
        querystring: DemoRequest,
        response: { 200: Detail, ...errorResponses(400, 429) },
      },
    },
    async (req) => {
      await app.limiter.consume(rules(req.query.email, req.ip));
      await deliver(req, demoRequestMail(app.config.salesEmail, req.query), 'demo-request');
      return { detail: ENQUIRY_RECEIVED.demo };
    },
  );
};
