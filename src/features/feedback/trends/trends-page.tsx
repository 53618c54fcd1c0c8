import { useTranslation } from 'react-i18next';
import { FeedbackNav } from '../../../components/feedback-nav';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TrendSection, type TrendFlows } from './trend-section';

/** /portrayal/admin/feedback/trends: the company's average scores across its closed surveys. */
export function TrendsPage({ flows = {} }: { flows?: { trend?: TrendFlows } }) {
  const { t } = useTranslation('feedback');
  useDocumentTitle(t('trend.documentTitle'));
  return (
    <>
      <PageHeader title={t('feedbackPage.title')} description={t('trend.pageDescription')} />
      <FeedbackNav current="trends" />
      <TrendSection of="company" flows={flows.trend} description={t('trend.companyDescription')} />
    </>
  );
}
