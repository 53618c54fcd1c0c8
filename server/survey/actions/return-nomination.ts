import type { Nomination, ReturnNomination } from '../../../schemas/nomination';
import { done, invalid, type Outcome } from '../../http/outcome';
import { nominationReturnedMail } from '../../mail/nomination-messages';
import type { Tenant } from '../../plugins/tenancy';
import { dayOf } from '../queries/survey-view';
import { decidableNomination, type Decider, type ListOf } from './nomination-approver';
import { publicNomination } from './public-nomination';
import type { SurveyServices } from './survey-services';

/**
 * Send a list that was sent for approval back to the ratee with a note: the nomination returned and the ratee's
 * mail stored in one transaction, the mail delivered once it holds.
 */
export async function returnNomination(
  services: SurveyServices,
  tenant: Tenant,
  user: Decider,
  list: ListOf,
  body: ReturnNomination,
): Promise<Outcome<Nomination>> {
  const { nominations } = tenant;
  const decidable = await decidableNomination(tenant, user, list);
  if (!decidable.ok) return decidable;
  const { nomination } = decidable.value;
  if (nomination.status !== 'submitted') return invalid({ non_field_errors: ['Only a list that was sent for approval can be sent back.'] });
  const survey = (await nominations.survey(nomination.survey.id, dayOf(services.now())))!;
  const ratee = (await nominations.contact(nomination.ratee.id))!;
  const mail = nominationReturnedMail(
    {
      ...ratee,
      rateeName: nomination.ratee.name,
      companyName: survey.companyName,
      title: survey.title,
      deadline: survey.nominationDeadline,
      note: body.note,
    },
    services.config.appUrl,
  );
  const now = services.now();
  const stored = await nominations.sendBack(survey.id, nomination.ratee.id, body.note, user.id, now, mail);
  if (!stored) return invalid({ non_field_errors: ['This list changed meanwhile: reload it.'] });
  services.mailer.deliverStored(stored);
  return done({ ...publicNomination(nomination), status: 'returned', note: body.note, decided_at: now.toISOString() });
}
