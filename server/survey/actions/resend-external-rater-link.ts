import type { ExternalRaterResent } from '../../../schemas/external-rater';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import { externalInvitationMail } from '../../mail/external-rater-messages';
import type { Tenant } from '../../plugins/tenancy';
import { withMailLimit } from './mail-limits';
import type { SurveyServices } from './survey-services';

/** Mail an outside rater a new link, within the per-address limit; the one before stops working, what they saved stays. */
export async function resendExternalRaterLink(
  services: SurveyServices,
  tenant: Tenant,
  params: { id: number; external: number },
): Promise<Outcome<ExternalRaterResent>> {
  const compose = (m: Parameters<typeof externalInvitationMail>[0], again: boolean) => externalInvitationMail(m, services.config.appUrl, again);
  const { resent } = await withMailLimit(services, tenant, params.id, 'refuse', async (t) => {
    const r = await t.externalRaters.resend(params.id, params.external, services.now(), compose);
    return { resent: r, mails: r && !('errors' in r) ? [r.mail] : [] };
  });
  if (!resent) return missing();
  if ('errors' in resent) return invalid(resent.errors);
  services.mailer.deliverStored([resent.mail]);
  return done({ detail: `A new link was mailed to ${resent.external.name}; the earlier one no longer works.`, external: resent.external });
}
