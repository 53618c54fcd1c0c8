import type { ReportRelease } from '../../../schemas/feedback';
import type { AuditActor } from '../../audit/record';
import { conflicting, done, invalid, missing, type Outcome } from '../../http/outcome';
import { reportReleasedMail } from '../../mail/report-messages';
import type { Tenant } from '../../plugins/tenancy';
import { withMailLimit } from '../../survey/actions/mail-limits';
import type { SurveyServices } from '../../survey/actions/survey-services';

/**
 * Show reports of a closed survey to their ratees, or take them back; a ratee is mailed a link
 * the first time theirs is released.
 */
export async function releaseReports(
  services: SurveyServices,
  tenant: Tenant,
  surveyId: number,
  input: ReportRelease,
  userId: number,
  actor: AuditActor,
): Promise<Outcome<{ changed: number }>> {
  // Counted against each ratee's allowance for the survey (the mail goes once, on the first release).
  const { gated } = await withMailLimit(services, tenant, surveyId, 'count', async (t) => {
    const gated = await t.feedback.release(surveyId, input, userId, services.now(), (report) => reportReleasedMail(report, services.config.appUrl), actor);
    return { gated, mails: gated && 'result' in gated && !('errors' in gated.result) ? gated.result.mails : [] };
  });
  if (!gated) return missing();
  if ('pending' in gated) return conflicting(gated.pending);
  const released = gated.result;
  if ('errors' in released) return invalid(released.errors);
  services.mailer.deliverStored(released.mails);
  return done({ changed: released.changed });
}
