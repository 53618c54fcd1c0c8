import type { ExternalRaterAnswer, ExternalRaterInput } from '../../../schemas/external-rater';
import type { AuditActor } from '../../audit/record';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import { externalInvitationMail } from '../../mail/external-rater-messages';
import type { Tenant } from '../../plugins/tenancy';
import type { SurveyServices } from './survey-services';

/**
 * Add someone from outside the company as an "other" rater of one ratee: in a survey already
 * sent they are mailed their link at once, in a draft with its invitations.
 */
export async function inviteExternalRater(
  services: SurveyServices,
  tenant: Tenant,
  surveyId: number,
  input: ExternalRaterInput,
  actor: AuditActor,
): Promise<Outcome<ExternalRaterAnswer>> {
  const compose = (m: Parameters<typeof externalInvitationMail>[0], again: boolean) => externalInvitationMail(m, services.config.appUrl, again);
  const added = await tenant.externalRaters.add(surveyId, input, services.now(), compose, actor);
  if (!added) return missing();
  if ('errors' in added) return invalid(added.errors);
  if (added.mail) services.mailer.deliverStored([added.mail]);
  const { others, threshold } = added.group;
  // An outside rater alone in "Other" is never shown: say so now, not when the report leaves them out.
  const shown =
    others >= threshold
      ? ''
      : ` Outside raters are pooled with this person's other "Other" raters, a group the report shows only once at least ${threshold} of them answer: ` +
        `${others} ${others === 1 ? 'is' : 'are'} asked so far, so ask ${threshold - others} more or their answers stay out of the report.`;
  const detail =
    (added.mail
      ? `${added.external.name} was added and mailed a link.`
      : `${added.external.name} was added: they get their link with the survey's invitations.`) + shown;
  return done({ detail, external: added.external, assignment: added.assignment });
}
