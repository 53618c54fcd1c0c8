import { PageHeader } from '../../components/page-header';

// SCAFFOLD: replaced by the helper that owns this file.
export function SurveyDetailPage() {
  return <PageHeader title="Survey" />;
}
