import type { FastifyInstance } from 'fastify';
import { surveyAnswerRoutes } from './survey-answer';
import { surveyAssignRoutes } from './survey-assign';
import { surveyCreationRoutes } from './survey-creation';
import { surveyDeleteRoutes } from './survey-delete';
import { surveyMailRoutes } from './survey-mail';
import { surveyReadRoutes } from './survey-read';

/** The survey calls of the contract and those added beside them. */
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(surveyCreationRoutes);
  await app.register(surveyReadRoutes);
  await app.register(surveyAssignRoutes);
  await app.register(surveyMailRoutes);
  await app.register(surveyDeleteRoutes);
  await app.register(surveyAnswerRoutes);
}
