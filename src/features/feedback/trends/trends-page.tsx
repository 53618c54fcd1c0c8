import { FeedbackNav } from '../../../components/feedback-nav';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TrendSection, type TrendFlows } from './trend-section';

/** /portrayal/admin/feedback/trends: the company's average scores across its closed surveys. */
export function TrendsPage({ flows = {} }: { flows?: { trend?: TrendFlows } }) {
  useDocumentTitle('Feedback trends');
  return (
    <>
      <PageHeader title="Feedback" description="How the company’s scores move from one closed survey to the next." />
      <FeedbackNav current="trends" />
      <TrendSection
        of="company"
        flows={flows.trend}
        description="The mean of the ratees’ scores from every rater but self, per closed survey, one line per survey series (a survey and its later runs), as different surveys rate different people. A figure shows only when at least the survey’s anonymity threshold of ratees have one. Opening this page opens the results of every closed survey."
      />
    </>
  );
}
